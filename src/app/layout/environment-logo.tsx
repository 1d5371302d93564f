import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '@/i18n';
import type { Environment } from '@/lib/environment';

/** One colour per environment so nobody mistakes production for a test stage. */
export const ENVIRONMENT_COLOURS: Record<Environment, string> = {
  develop: '#6d28d9',
  integration: '#2e7d32',
  staging: '#c75a00',
  production: '#1d4e89',
};

/** The environment's name in the dark scheme: a light shade of its colour, 4.5:1 or better on dark paper. */
export const DARK_ENVIRONMENT_TEXT_COLOURS: Record<Environment, string> = {
  develop: '#b794f6',
  integration: '#81c995',
  staging: '#f0a55b',
  production: '#8ab4f8',
};

/** The logo mark of one environment: a rounded square with the letter C. */
export function LogoMark({ environment, size = 32 }: { environment: Environment; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-environment={environment}
    >
      <rect width="32" height="32" rx="8" fill={ENVIRONMENT_COLOURS[environment]} />
      <path
        d="M21.5 11.2A7 7 0 1 0 21.5 20.8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      {environment !== 'production' ? <circle cx="24.5" cy="24.5" r="3" fill="#fff" opacity="0.9" /> : null}
    </svg>
  );
}

/** Logo with the product name and the current environment (spec 1 §2.2). */
export function EnvironmentLogo({ environment }: { environment: Environment }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark environment={environment} />
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.2 }}>
          {t('app.name')}
        </Typography>
        {/* Not rendered in the flex column, but it separates the words in the link's accessible text. */}{' '}
        <Typography
          component="span"
          sx={(theme) => ({
            fontSize: '0.6875rem',
            fontWeight: 600,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: ENVIRONMENT_COLOURS[environment],
            lineHeight: 1.2,
            ...theme.applyStyles('dark', { color: DARK_ENVIRONMENT_TEXT_COLOURS[environment] }),
          })}
        >
          {t(`environment.${environment}`)}
        </Typography>
      </Box>
    </Box>
  );
}

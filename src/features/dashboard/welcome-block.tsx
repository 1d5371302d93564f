import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '@/i18n';
import { firstName, welcomeMode } from './welcome-hours';

/** The welcome block: 'Hello {first name},' and 'Welcome to Content', light by day and dark otherwise. */
export function WelcomeBlock({ name, now = new Date() }: { name: string | undefined; now?: Date }) {
  const mode = welcomeMode(now);
  const light = mode === 'light';
  return (
    <Box
      data-testid="welcome-block"
      data-mode={mode}
      sx={{
        borderRadius: 2,
        px: 4,
        py: 3.5,
        minHeight: 140,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        color: light ? '#0b2540' : '#ffffff',
        background: light
          ? 'linear-gradient(120deg, #e6f3ff 0%, #cfe8ff 55%, #b5dcff 100%)'
          : 'linear-gradient(120deg, #0b2540 0%, #123a63 60%, #0065B2 100%)',
      }}
    >
      <Typography variant="h2" component="p" sx={{ fontSize: 26, fontWeight: 600, color: 'inherit' }}>
        {t('dashboard.welcome.hello', { name: firstName(name) })}
      </Typography>
      <Typography sx={{ fontSize: 18, color: 'inherit', opacity: 0.85 }}>
        {t('dashboard.welcome.title')}
      </Typography>
    </Box>
  );
}

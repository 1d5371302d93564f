import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';
import { useAppShellTakeover } from './shell/app-shell-takeover';
import { SUPPORT_EMAIL } from './support';

export interface ErrorScreenProps {
  /** HTTP status; without one (or 0: no answer, a network failure) the screen shows 'Ooops'. */
  status?: number;
  /** Where 'back to main page' leads; / by default. */
  redirectTo?: string;
}

function texts(status: number | undefined): { headline: string; message: string } {
  if (status === 404) return { headline: t('error.404.headline'), message: t('error.404.message') };
  if (status === 500) return { headline: t('error.500.headline'), message: t('error.500.message') };
  return { headline: t('error.generic.headline'), message: t('error.generic.message') };
}

/**
 * Error screen (spec 1 §2.5, §8). Works without the router (the top-level error boundary uses it), so its
 * links are plain anchors: going back to the main page reloads the app in a clean state.
 */
export function ErrorScreen({ status, redirectTo = '/' }: ErrorScreenProps) {
  const { headline, message } = texts(status);
  useAppShellTakeover();
  return (
    <Stack
      component="section"
      aria-labelledby="error-screen-headline"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Typography
        component="p"
        sx={{ fontSize: { xs: '3.5rem', md: '5rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
      >
        {status ? status : t('error.ooops')}
      </Typography>
      <Typography id="error-screen-headline" variant="h1">
        {headline}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {message}
      </Typography>
      <Box
        sx={{
          pt: 2,
          display: 'flex',
          gap: 3,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'center',
        }}
      >
        <Button variant="contained" href={redirectTo}>
          {t('error.backToMainPage')}
        </Button>
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{t('error.contactSupport')}</Link>
      </Box>
    </Stack>
  );
}

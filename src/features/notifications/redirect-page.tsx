import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { redirectTarget } from './redirect';

/** /redirect (spec 1 §2.11, §5): forwards a notification's link to the entity page, or says what is wrong. */
export function RedirectPage() {
  const [search] = useSearchParams();
  const target = redirectTarget(search);
  if ('path' in target) return <Navigate to={target.path} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">{t('redirect.title')}</Typography>
      <Alert severity="error">{t(target.error)}</Alert>
      <Button
        component={RouterLink}
        to={paths.userNotifications}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('notifications.viewAll')}
      </Button>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '@/i18n';

/**
 * What the demo tenant's cloud-panel URLs (`/cloud-panel/...`, seeded in server/db/seed/demo-tenant.ts) lead
 * to: the real cloud panel is an external service, so /account and the password-reset link end here with an
 * explanation and a way back to the profile instead of on the 404 screen. Works signed in and out.
 */
export function DemoCloudPanelPage() {
  return (
    <Paper
      component="main"
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 10 }, p: { xs: 3, sm: 5 } }}
    >
      <Typography variant="h1" tabIndex={-1} sx={{ fontSize: '1.625rem', mb: 2 }}>
        {t('cloudPanel.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('cloudPanel.text')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('cloudPanel.demo')}
      </Typography>
      <Button component={RouterLink} to="/settings/user" variant="contained">
        {t('cloudPanel.toProfile')}
      </Button>
    </Paper>
  );
}

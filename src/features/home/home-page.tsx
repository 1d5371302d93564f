import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { TenantKey } from '../../../generated/model';
import { useCurrentTenant } from '../../api/session';
import { t } from '../../i18n';

/** The tenant whose home shows the dashboard; every other tenant's home is the bundle overview. */
export const MAIN_TENANT_KEY = TenantKey.flagship;

/** Home (spec 1 §2.3). */
export function HomePage() {
  const tenant = useCurrentTenant();

  if (tenant.isLoading) {
    return (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (tenant.data && tenant.data.key !== MAIN_TENANT_KEY) return <Navigate to="/bundles" replace />;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('home.title')}
      </Typography>
      {/* PLACEHOLDER: the homepage dashboard (spec 1 §2.6, §4.3) replaces this section in a later issue. */}
      <Paper
        component="section"
        aria-labelledby="home-dashboard-placeholder"
        variant="outlined"
        data-testid="dashboard-placeholder"
        sx={{ p: 3, borderStyle: 'dashed' }}
      >
        <Typography id="home-dashboard-placeholder" variant="h2" sx={{ mb: 1 }}>
          {t('home.dashboardPlaceholder')}
        </Typography>
        <Typography color="text.secondary">{t('home.dashboardPlaceholderText')}</Typography>
      </Paper>
    </>
  );
}

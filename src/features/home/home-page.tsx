import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { TenantKey } from '@generated/model';
import { useCurrentTenant } from '@/api/session';
import { PageLoader } from '@/components/page-loader';
import { overviewPath } from '@/entities/paths';
import { t } from '@/i18n';

/** The tenant whose home shows the dashboard; every other tenant's home is the bundle overview. */
const MAIN_TENANT_KEY = TenantKey.flagship;

/** Home (spec 1 §2.3): the title and the dashboard the app layer puts in its slot. */
export function HomePage({ dashboard }: { dashboard?: ReactNode }) {
  const tenant = useCurrentTenant();

  if (tenant.isLoading) {
    return <PageLoader py={8} />;
  }
  if (tenant.data && tenant.data.key !== MAIN_TENANT_KEY)
    return <Navigate to={overviewPath('bundle')} replace />;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('home.title')}
      </Typography>
      {dashboard}
    </>
  );
}

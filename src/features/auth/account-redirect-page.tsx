import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { browser } from '@/lib/browser';

/** The external profile settings page of the tenant's cloud panel. */
function cloudPanelProfileUrl(cloudPanel: string): string {
  return `${cloudPanel.replace(/\/+$/, '')}/profile/settings`;
}

/** /account: sends the browser to the cloud panel when tenant URLs and a user exist, otherwise home. */
export function AccountRedirectPage() {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const cloudPanel = tenant.data?.urls?.cloudPanel;
  const target = cloudPanel && user.data ? cloudPanelProfileUrl(cloudPanel) : null;
  const loading = user.isLoading || tenant.isLoading;

  useEffect(() => {
    if (target) browser.assign(target);
  }, [target]);

  if (!loading && !target) return <Navigate to={paths.home} replace />;
  return <PageLoader py={8} message={t('auth.account.redirecting')} />;
}

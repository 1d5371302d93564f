import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useLogout } from '@generated/api/auth/auth';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { browser } from '@/lib/browser';
import { clearToken, readToken } from '@/lib/token-storage';

/** /logout: revoke the session (a failure is ignored), clear the token and reload at / (spec 1 §4.4). */
export function LogoutPage() {
  const { mutateAsync } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      clearToken();
      browser.assign('/');
    };
    if (!readToken()) return finish();
    mutateAsync()
      .catch(() => undefined)
      .finally(finish);
  }, [mutateAsync]);

  return (
    <Box component="main">
      <PageLoader py={0} minHeight="60vh" message={t('auth.signOut.inProgress')} />
    </Box>
  );
}

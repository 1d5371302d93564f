import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLogout } from '../../../generated/api/auth/auth';
import { t } from '../../i18n';
import { browser } from '../../lib/browser';
import { clearToken, readToken } from '../../lib/token-storage';

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
    <Box
      component="main"
      role="status"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography>{t('auth.signOut.inProgress')}</Typography>
    </Box>
  );
}

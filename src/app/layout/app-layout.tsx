import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { t } from '@/i18n';
import { PageLoader } from '@/components/page-loader';
import { RealtimeBridge } from '../realtime-bridge';
import { HEADER_HEIGHT } from '../theme';
import { NavBar } from './nav-bar';
import { MAIN_SX } from './page-frame';
import { ShortcutHelp } from './shortcut-help';

/** The signed-in frame: skip link, header with navigation, and the main landmark holding the page. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    // Sticky page headers (the wizard's) stay below the sticky app bar and its 1 px border.
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', '--app-bar-bottom': `${HEADER_HEIGHT + 1}px` }}
    >
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <NavBar />
      <RealtimeBridge />
      <ShortcutHelp />
      {navigation.state === 'loading' ? (
        <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1200, height: 2 }} />
      ) : null}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ ...MAIN_SX, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getFeatureFlags } from '../../api/feature-flags';
import { paths } from '../../entities/paths';
import { t } from '../../i18n';
import { detectEnvironment } from '../../lib/environment';
import { HEADER_HEIGHT } from '../theme';
import { AccountMenu } from './account-menu';
import { EnvironmentLogo } from './environment-logo';
import { NavGroupMenu, navButtonSx } from './nav-group-menu';
import { isActivePath, navigationEntries } from './navigation';
import { NotificationsButton } from './notifications-button';

/** The header: logo, top navigation, bell and account menu (spec 1 §2.2). */
export function NavBar() {
  const { pathname } = useLocation();
  const environment = detectEnvironment(window.location.hostname);
  const entries = navigationEntries(getFeatureFlags());

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 2, gap: 2 }}>
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('nav.home', { environment: t(`environment.${environment}`) })}
          sx={{ color: 'inherit', textDecoration: 'none', borderRadius: 1, flexShrink: 0, mr: 1 }}
        >
          <EnvironmentLogo environment={environment} />
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ flex: 1, minWidth: 0, overflowX: 'auto', '&::-webkit-scrollbar': { display: 'none' } }}
        >
          <Box
            component="ul"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.25, m: 0, p: 0, listStyle: 'none' }}
          >
            {entries.map((entry) => (
              <li key={entry.to}>
                {entry.kind === 'group' ? (
                  <NavGroupMenu entry={entry} />
                ) : (
                  <Button
                    component={RouterLink}
                    to={entry.to}
                    color="inherit"
                    aria-current={isActivePath(pathname, entry.to) ? 'page' : undefined}
                    sx={navButtonSx(isActivePath(pathname, entry.to))}
                  >
                    {entry.label}
                  </Button>
                )}
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          <NotificationsButton />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

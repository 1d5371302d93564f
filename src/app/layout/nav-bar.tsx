import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getFeatureFlags } from '@/api/feature-flags';
import { paths } from '@/entities/paths';
import { NotificationBell } from '@/features/notifications';
import { SearchPalette } from '@/features/search-palette';
import { t } from '@/i18n';
import { detectEnvironment } from '@/lib/environment';
import { AccountMenu } from './account-menu';
import { EnvironmentLogo } from './environment-logo';
import { NavGroupMenu, navButtonSx } from './nav-group-menu';
import { NavMoreMenu } from './nav-more-menu';
import { rememberedFit, rememberFit } from './nav-fit-memory';
import { fittingCount } from './nav-overflow';
import { APP_BAR_SX, LOGO_BOX_SX, TOOLBAR_SX } from './page-frame';
import { isActivePath, navigationEntries, type NavEntry } from './navigation';

/** Space between entries (theme spacing 0.25 = 2 px). */
const GAP_PX = 2;

/**
 * The header: logo, top navigation, bell and account menu (spec 1 §2.2). The navigation never scrolls or cuts
 * an entry off: an invisible copy of all entries is measured and what does not fit the width goes into a
 * "More" menu (at 1024 px and below, Media, Settings and Reports). Nothing clips the focus outlines.
 */
export function NavBar() {
  const { pathname } = useLocation();
  const environment = detectEnvironment(window.location.hostname);
  const entries = navigationEntries(getFeatureFlags());

  return (
    <AppBar component="header" position="sticky" color="inherit" sx={APP_BAR_SX}>
      <Toolbar disableGutters sx={TOOLBAR_SX}>
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('nav.home', { environment: t(`environment.${environment}`) })}
          sx={{ ...LOGO_BOX_SX, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
        >
          <EnvironmentLogo environment={environment} />
        </Box>
        <NavLinks entries={entries} pathname={pathname} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          <SearchPalette destinations={entries} />
          <NotificationBell />
          <AccountMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The navigation landmark: the entries that fit, the "More" menu and the measuring copy. It owns the fitting
 * count, so a measurement that changes it renders only this list: not the logo, the search, the bell or the
 * account menu, nor the measuring copy or the entries that stay (their elements are memoised). It starts from
 * the count the last load measured, so usually nothing changes at all (issue 28, the signed-in layout's first
 * commit).
 */
function NavLinks({ entries, pathname }: { entries: readonly NavEntry[]; pathname: string }) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const labels = useMemo(() => entries.map((entry) => entry.label), [entries]);
  // The count the last load measured at this width, when there was one (nav-fit-memory.ts).
  const [remembered] = useState(() => rememberedFit(labels, window.innerWidth));
  const [visible, setVisible] = useState(remembered ?? entries.length);
  // The count on screen and the one kept. The count is set only when a measurement changes it: an update from
  // a layout effect is synchronous and makes React flush the whole commit's passive effects first, even when
  // the render then bails out.
  const shown = useRef(visible);
  const kept = useRef(remembered);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      // Not laid out: the first commit runs behind the loading shell (#root hidden until the root route's
      // layout effect, which runs after this one, removes the shell); the observer measures once it shows.
      if (nav.clientWidth === 0) return;
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      // A little room for the focus outline (2 px + 2 px offset) of the last entry.
      const count = fittingCount(widths, nav.clientWidth - 4, more, GAP_PX);
      if (count !== shown.current) {
        shown.current = count;
        setVisible(count);
      }
      if (count !== kept.current) {
        kept.current = count;
        rememberFit(labels, window.innerWidth, count);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [labels]);

  const items = useMemo(
    () =>
      entries.map((entry) => (
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
      )),
    [entries, pathname],
  );
  const measuring = useMemo(
    () => (
      // The measuring copy: every entry plus the More button, invisible and out of the tab order.
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        <Box
          component="ul"
          ref={measureRef}
          sx={{
            display: 'flex',
            gap: `${GAP_PX}px`,
            width: 'max-content',
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {[
            ...entries.map((entry) => ({
              key: entry.to,
              label: entry.label,
              menu: entry.kind === 'group',
            })),
            { key: 'more', label: t('nav.more'), menu: true },
          ].map((entry) => (
            <li key={entry.key}>
              <Button
                component="span"
                tabIndex={-1}
                color="inherit"
                endIcon={entry.menu ? <ExpandMore /> : undefined}
                sx={navButtonSx(false)}
              >
                {entry.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
    ),
    [entries],
  );
  const hidden = entries.slice(visible);

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('nav.label')}
      sx={{ flex: 1, minWidth: 0, position: 'relative', alignSelf: 'stretch', display: 'flex' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: `${GAP_PX}px`, m: 0, p: 0, listStyle: 'none' }}
      >
        {items.slice(0, visible)}
        {hidden.length > 0 ? (
          <li>
            <NavMoreMenu entries={hidden} />
          </li>
        ) : null}
      </Box>
      {measuring}
    </Box>
  );
}

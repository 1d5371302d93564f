import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { t } from '@/i18n';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { navButtonSx } from './nav-group-menu';
import { isActivePath, type NavEntry, type NavLinkEntry } from './navigation';

/**
 * The entries that do not fit the header on narrow screens, in one "More" menu: links as items, a group as
 * a labelled separator followed by its items, so every destination stays one step away.
 */
export function NavMoreMenu({ entries }: { entries: readonly NavEntry[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const id = useId();
  const open = anchor !== null;
  // Mounted with its first opening (see useHasBeenTrue).
  const mounted = useHasBeenTrue(open);
  const close = () => setAnchor(null);
  const active = entries.some((entry) => isActivePath(pathname, entry.to));
  const item = (link: NavLinkEntry, indent = false) => (
    <MenuItem
      key={link.to}
      component={RouterLink}
      to={link.to}
      onClick={close}
      selected={isActivePath(pathname, link.to)}
      aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}
      sx={{ minWidth: 220, pl: indent ? 3 : 2 }}
    >
      {link.label}
    </MenuItem>
  );

  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMore aria-hidden />}
        sx={navButtonSx(active)}
      >
        {t('nav.more')}
      </Button>
      {mounted && (
        <Menu
          id={`${id}-menu`}
          anchorEl={anchor}
          open={open}
          onClose={close}
          slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
        >
          {/* A flat list: MUI's menu moves focus over its direct children (no fragments). */}
          {entries.flatMap((entry) =>
            entry.kind === 'link'
              ? [item(entry)]
              : [
                  <Divider
                    key={entry.to}
                    component="li"
                    role="separator"
                    aria-label={entry.label}
                    textAlign="left"
                    sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500, my: 0.5 }}
                  >
                    {entry.label}
                  </Divider>,
                  ...entry.items.map((link) => item(link, true)),
                ],
          )}
        </Menu>
      )}
    </>
  );
}

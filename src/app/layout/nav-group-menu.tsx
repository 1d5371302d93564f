import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { isActivePath, type NavGroupEntry } from './navigation';

/** A navigation group as a menu button; arrow keys move through the entries, Escape closes. */
export function NavGroupMenu({ entry }: { entry: NavGroupEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const open = anchor !== null;
  // Mounted with its first opening (see useHasBeenTrue).
  const mounted = useHasBeenTrue(open);
  const active = isActivePath(pathname, entry.to);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMore aria-hidden />}
        sx={navButtonSx(active)}
      >
        {entry.label}
      </Button>
      {mounted && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={open}
          onClose={close}
          slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        >
          {entry.items.map((item) => (
            <MenuItem
              key={item.to}
              component={RouterLink}
              to={item.to}
              onClick={close}
              selected={isActivePath(pathname, item.to)}
              aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
              sx={{ minWidth: 200 }}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

/** Shared look of top navigation entries; the active one is primary-coloured and underlined. */
export function navButtonSx(active: boolean) {
  return {
    height: 40,
    px: 1.25,
    whiteSpace: 'nowrap',
    color: active ? 'primary.main' : 'text.primary',
    fontWeight: 500,
    boxShadow: active ? 'inset 0 -2px 0 currentColor' : 'none',
    borderRadius: 1,
    '& .MuiButton-endIcon': { ml: 0.25 },
  } as const;
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { environmentLinks } from '@/lib/environment';
import { initials } from '@/lib/initials';
import { visuallyHidden } from '@/lib/visually-hidden';
import { ColorSchemeItems } from './color-scheme-items';

/**
 * The avatar button and its menu: Edit Profile, Switch Environment links, Appearance (system, light or dark),
 * Logout (spec 1 §2.2). The user's
 * name and e-mail sit above the menu, not in it, and the 'Switch Environment' label is a labelled separator:
 * a `role="menu"` may hold only menu items, groups and separators (axe aria-required-children, listitem).
 */
export function AccountMenu() {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  // Mounted with its first opening (see useHasBeenTrue).
  const mounted = useHasBeenTrue(open);
  const close = () => setAnchor(null);
  const name = user.data?.name ?? '';
  // As MUI's Menu does: Tab leaves the menu and closes it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          aria-hidden
          src={user.data?.avatar ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.875rem', fontWeight: 600 }}
        >
          {initials(name)}
        </Avatar>
        {/* Named by hidden text, not aria-label: the initials are decoration, and a label that leaves out
            visible text would not match what a speech user says (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t('nav.account')}
        </Box>
      </IconButton>
      {mounted && (
        <Popover
          anchorEl={anchor}
          open={open}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { elevation: 3 } }}
        >
          {user.data ? (
            <Box sx={{ px: 2, pt: 1.5, pb: 1.5, maxWidth: 280, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {user.data.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.data.email}
              </Typography>
            </Box>
          ) : null}
          <MenuList
            id={`${id}-menu`}
            aria-labelledby={`${id}-button`}
            autoFocusItem={open}
            dense
            onKeyDown={onKeyDown}
          >
            <MenuItem component={RouterLink} to={paths.userSettings} onClick={close}>
              <ListItemIcon>
                <ManageAccountsOutlined fontSize="small" />
              </ListItemIcon>
              {t('nav.account.editProfile')}
            </MenuItem>
            <Divider
              component="li"
              role="separator"
              aria-label={t('nav.account.switchEnvironment')}
              textAlign="left"
              sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500, my: 0.5 }}
            >
              {t('nav.account.switchEnvironment')}
            </Divider>
            {environmentLinks(tenant.data?.key).map((link) => (
              <MenuItem key={link.href} component="a" href={link.href} onClick={close}>
                <ListItemIcon>
                  <SwapHoriz fontSize="small" />
                </ListItemIcon>
                {link.label}
              </MenuItem>
            ))}
            <ColorSchemeItems />
            <Divider component="li" role="separator" />
            <MenuItem component={RouterLink} to={paths.logout} onClick={close}>
              <ListItemIcon>
                <Logout fontSize="small" />
              </ListItemIcon>
              {t('nav.account.logout')}
            </MenuItem>
          </MenuList>
        </Popover>
      )}
    </>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentTenant, useCurrentUser } from '../../api/session';
import { paths } from '../../entities/paths';
import { t } from '../../i18n';
import { environmentLinks } from '../../lib/environment';
import { initials } from '../../lib/initials';

/** The avatar button and its menu: Edit Profile, Switch Environment links, Logout (spec 1 §2.2). */
export function AccountMenu() {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const name = user.data?.name ?? '';

  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label={t('nav.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.data?.avatar ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.875rem', fontWeight: 600 }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        {user.data ? (
          <Box sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.data.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.data.email}
            </Typography>
          </Box>
        ) : null}
        {user.data ? <Divider /> : null}
        <MenuItem component={RouterLink} to={paths.userSettings} onClick={close}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.account.editProfile')}
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {t('nav.account.switchEnvironment')}
        </ListSubheader>
        {environmentLinks(tenant.data?.key).map((link) => (
          <MenuItem key={link.href} component="a" href={link.href} onClick={close}>
            <ListItemIcon>
              <SwapHoriz fontSize="small" />
            </ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={paths.logout} onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('nav.account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

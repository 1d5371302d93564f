import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/session';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { initials } from '@/lib/initials';

const TABS = [
  { path: paths.userSettings, label: 'profile.tab.basicInfo' },
  { path: paths.userNotifications, label: 'profile.tab.notifications' },
  { path: paths.userSubscriptions, label: 'profile.tab.subscriptions' },
] as const;

/**
 * 'User Profile' (spec 1 §2.10): avatar with the initials of the first two name parts, the name, breadcrumbs
 * Settings > User > name, and the tabs Basic Info, Notifications and Subscriptions, each its own address.
 */
export function UserProfileLayout() {
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  const current = TABS.find((tab) => tab.path === pathname.replace(/\/$/, ''))?.path ?? paths.userSettings;
  return (
    <>
      <Breadcrumbs aria-label={t('profile.breadcrumbs')} sx={{ mb: 1 }}>
        <Typography color="text.secondary">{t('profile.breadcrumb.settings')}</Typography>
        <Typography color="text.secondary">{t('profile.breadcrumb.user')}</Typography>
        <Typography color="text.primary" aria-current="page">
          {user?.name ?? ''}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }} aria-hidden>
          {initials(user?.name)}
        </Avatar>
        <Box>
          <Typography variant="h1">{t('page.userProfile')}</Typography>
          <Typography color="text.secondary">{user ? `${user.name} · ${user.email}` : ''}</Typography>
        </Box>
      </Box>
      <Tabs
        value={current}
        aria-label={t('page.userProfile')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={t(tab.label)} component={RouterLink} to={tab.path} />
        ))}
      </Tabs>
      <Outlet />
    </>
  );
}

import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import { useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import { useUpdateCurrentUserColorScheme } from '@generated/api/users/users';
import type { ColorScheme } from '@generated/model';
import { useCurrentUser } from '@/api/session';
import { t } from '@/i18n';
import { COLOR_SCHEMES } from '@/lib/color-scheme';
import { showToast } from '@/lib/toasts';

/**
 * The account menu's Appearance choice: System, Light or Dark as menu item radios (a labelled separator
 * above them). A choice applies at once and is stored for the user; the answer replaces the cached user.
 */
export function ColorSchemeItems() {
  const queryClient = useQueryClient();
  const stored = useCurrentUser().data?.colorScheme;
  const { mode, setMode } = useColorScheme();
  const chosen = mode ?? stored ?? 'system';
  const save = useUpdateCurrentUserColorScheme({
    mutation: {
      onSuccess: (answer) => queryClient.setQueryData(getGetCurrentUserQueryKey(), answer),
      onError: () => showToast({ severity: 'error', message: t('nav.account.colorScheme.failed') }),
    },
  });
  const choose = (scheme: ColorScheme) => {
    setMode(scheme);
    if (scheme !== stored) save.mutate({ data: { colorScheme: scheme } });
  };
  return (
    <>
      <Divider
        component="li"
        role="separator"
        aria-label={t('nav.account.appearance')}
        textAlign="left"
        sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500, my: 0.5 }}
      >
        {t('nav.account.appearance')}
      </Divider>
      {COLOR_SCHEMES.map((scheme) => (
        <MenuItem
          key={scheme}
          role="menuitemradio"
          aria-checked={chosen === scheme}
          onClick={() => choose(scheme)}
        >
          <ListItemIcon>{chosen === scheme ? <Check fontSize="small" /> : null}</ListItemIcon>
          {t(`nav.account.colorScheme.${scheme}`)}
        </MenuItem>
      ))}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import { useUpdateCurrentUserPreferences } from '@generated/api/users/users';
import type { CurrentUser } from '@generated/model';
import { useCurrentUser } from '@/api/session';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';

type Channels = Pick<CurrentUser, 'notifyApp' | 'notifyEmail'>;

/**
 * Subscription settings (spec 1 §2.11, §4.5): a local copy of the two channel flags; discard goes back to the
 * saved values; the form is disabled while saving; the answer replaces the cached current user.
 */
export function SubscriptionsForm() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const saved: Channels | undefined = user.data && {
    notifyApp: user.data.notifyApp,
    notifyEmail: user.data.notifyEmail,
  };
  const [values, setValues] = useState<Channels | undefined>(saved);
  useEffect(() => {
    if (saved) setValues(saved);
    // Only a new saved state resets the copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved?.notifyApp, saved?.notifyEmail]);
  const save = useUpdateCurrentUserPreferences({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetCurrentUserQueryKey(), answer);
        showToast({ severity: 'success', message: t('profile.subscriptions.saved') });
      },
      onError: () => showToast({ severity: 'error', message: t('profile.subscriptions.failed') }),
    },
  });
  if (!saved || !values) return <PageLoader py={6} />;
  const dirty = values.notifyApp !== saved.notifyApp || values.notifyEmail !== saved.notifyEmail;
  const disabled = save.isPending;
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 3, maxWidth: 640 }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ data: values });
      }}
    >
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('profile.subscriptions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.subscriptions.text')}
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.notifyApp}
              disabled={disabled}
              onChange={(event) => setValues({ ...values, notifyApp: event.target.checked })}
            />
          }
          label={t('profile.subscriptions.app')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={values.notifyEmail}
              disabled={disabled}
              onChange={(event) => setValues({ ...values, notifyEmail: event.target.checked })}
            />
          }
          label={t('profile.subscriptions.email')}
        />
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={disabled || !dirty}>
          {t('profile.subscriptions.save')}
        </Button>
        <Button disabled={disabled || !dirty} onClick={() => setValues(saved)}>
          {t('profile.subscriptions.discard')}
        </Button>
      </Box>
    </Paper>
  );
}

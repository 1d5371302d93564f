import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useListUsers } from '@generated/api/users/users';
import {
  getListWatchersQueryKey,
  useCreateWatcher,
  useDeleteWatcher,
  useListWatchers,
} from '@generated/api/watchers/watchers';
import type { ListWatchersParams, UserSummary } from '@generated/model';
import { useCurrentUser } from '@/api/session';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-debounce';
import { HintTooltip } from '@/components/hint-tooltip';
import { getEntityConfig, type EntityType } from '@/entities';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { visuallyHidden } from '@/lib/visually-hidden';
import { canRemoveWatcher, isWatching } from './watcher-rules';

const SUGGESTIONS = 10;

function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The watchers of an entity in the wizard's action bar (spec 1 §2.12, §4.6; spec 2 §2.3): an eye with the
 * count opens a flyout with each watcher's name and e-mail, a search to add any user (those already watching
 * disabled) and a remove button on the signed-in user's own entry only.
 */
export function WatchersButton({ entityType, entityId }: { entityType: EntityType; entityId: number }) {
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [term, setTerm] = useState('');
  const searchTerm = useDebounced(term);
  const params: ListWatchersParams = {
    'filter[resourceId]': entityId,
    'filter[resourceType]': getEntityConfig(entityType).resourceType,
    include: 'user',
  };
  const watchers = useListWatchers(params, { query: { select: (response) => response.data } });
  const users = useListUsers(
    { perPage: SUGGESTIONS, ...(searchTerm ? { 'f[term]': searchTerm } : {}) },
    {
      query: {
        enabled: anchor !== null,
        placeholderData: keepPreviousData,
        select: (response) => response.data,
      },
    },
  );
  const onSettled = () => queryClient.invalidateQueries({ queryKey: getListWatchersQueryKey(params) });
  const onError = () => showToast({ severity: 'error', message: t('watchers.updateFailed') });
  const add = useCreateWatcher({ mutation: { onSettled, onError } });
  const remove = useDeleteWatcher({ mutation: { onSettled, onError } });
  const list = watchers.data ?? [];
  const busy = add.isPending || remove.isPending;

  return (
    <>
      <HintTooltip title={t('watchers.title')} describeChild>
        {/* Named by its text, not an aria-label, so the visible count is part of the name (WCAG 2.5.3). */}
        <IconButton
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('watchers.button')}
          </Box>
          <Badge badgeContent={list.length} color="primary" showZero data-testid="watcher-count">
            <VisibilityOutlined aria-hidden />
          </Badge>
        </IconButton>
      </HintTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('watchers.title'), sx: { width: 340, p: 2 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('watchers.title')}
        </Typography>
        <Autocomplete<UserSummary>
          size="small"
          options={users.data ?? []}
          loading={users.isFetching}
          value={null}
          inputValue={term}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setTerm(value);
          }}
          filterOptions={(options) => options}
          getOptionLabel={(user) => user.name}
          getOptionDisabled={(user) => isWatching(list, user.id)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={(props, user) => (
            <li {...props} key={user.id}>
              <ListItemText primary={user.name} secondary={user.email} />
            </li>
          )}
          onChange={(_event, user) => {
            if (!user) return;
            setTerm('');
            add.mutate({
              data: {
                resourceId: params['filter[resourceId]'],
                resourceType: params['filter[resourceType]'],
                userId: user.id,
              },
            });
          }}
          disabled={busy}
          noOptionsText={t('watchers.noUsers')}
          renderInput={(input) => <TextField {...input} label={t('watchers.add')} />}
        />
        {list.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('watchers.empty')}
          </Typography>
        ) : (
          <List dense aria-label={t('watchers.title')} sx={{ mt: 1 }}>
            {list.map((watcher) => (
              <ListItem
                key={watcher.id}
                disableGutters
                secondaryAction={
                  canRemoveWatcher(watcher, me?.id) ? (
                    <IconButton
                      edge="end"
                      size="small"
                      disabled={busy}
                      aria-label={t('watchers.remove', { name: watcher.user?.name ?? '' })}
                      onClick={() => remove.mutate({ id: watcher.id })}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={watcher.user?.name ?? `#${watcher.userId}`}
                  secondary={watcher.user?.email}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { StatusChip } from '@/components/status-chip';
import { statusLabel } from '@/components/status-colours';
import { getEntityConfig } from '@/entities';
import { t } from '@/i18n';
import { readRecent, rememberRecent } from '@/lib/recent-items';
import { visuallyHidden } from '@/lib/visually-hidden';
import { paletteKey } from './palette-keyboard';
import {
  emptyGroups,
  flatOptions,
  paletteActions,
  queryGroups,
  type PaletteDestination,
  type PaletteOption,
} from './palette-options';
import { usePaletteSearch } from './use-palette-search';

interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  destinations: readonly PaletteDestination[];
}

/** What the second line of a match says: its type and, for an id, CPID or slug match, what matched. */
function detailOf(option: PaletteOption): string {
  if (option.kind === 'action') return '';
  const type = option.kind === 'hit' ? option.hit.type : option.item.type;
  const parts = [getEntityConfig(type).singular];
  if (option.kind === 'hit') {
    const { hit } = option;
    if (hit.match === 'id') parts.push(t('searchPalette.match.id', { id: hit.id }));
    else if (hit.match === 'cpid')
      parts.push(t('searchPalette.match.cpid', { matched: (hit.matched ?? '').toUpperCase() }));
    else if (hit.match === 'slug') parts.push(t('searchPalette.match.slug', { matched: hit.matched ?? '' }));
    else parts.push(`#${hit.id}`);
  } else parts.push(`#${option.item.id}`);
  return parts.join(' · ');
}

/**
 * The command palette (issue 29): a combobox whose listbox holds groups of options — the server's matches by
 * type (with a status chip per shop), recent items and actions. The input keeps the focus; the active option is
 * announced through aria-activedescendant (WAI-ARIA APG combobox with listbox popup).
 */
export function PaletteDialog({ open, onClose, destinations }: PaletteDialogProps) {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const apps = useCurrentTenant().data?.apps ?? [];
  const [text, setText] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [recent, setRecent] = useState(() => (user ? readRecent(user.id) : []));
  const search = usePaletteSearch(text);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (key: string) => `${baseId}-option-${key.replace(/[^\w-]/g, '_')}`;

  const actions = useMemo(() => paletteActions(destinations), [destinations]);
  const typed = text.trim();
  const groups = useMemo(
    () =>
      typed
        ? queryGroups(search.groups, actions, typed, destinations)
        : emptyGroups(recent, actions, destinations),
    [typed, search.groups, actions, recent, destinations],
  );
  const options = useMemo(() => flatOptions(groups), [groups]);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active.key))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (option: PaletteOption) => {
    if (user && option.kind !== 'action') {
      const item =
        option.kind === 'hit'
          ? { type: option.hit.type, id: option.hit.id, name: option.hit.name }
          : option.item;
      setRecent(rememberRecent(user.id, item));
    }
    onClose();
    void navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const result = paletteKey(event.key, activeIndex, options.length);
    if (!result) return;
    event.preventDefault();
    const option = options[result.active]!;
    if (result.type === 'move') setActiveKey(option.key);
    else choose(option);
  };

  const status = search.failed
    ? t('searchPalette.error')
    : typed && !search.pending && options.length === 0
      ? t('searchPalette.empty', { query: typed })
      : typed && !search.pending
        ? t('searchPalette.count', { count: options.length })
        : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '10vh', maxHeight: '75vh' } } }}
    >
      <DialogTitle id={titleId} sx={visuallyHidden}>
        {t('searchPalette.title')}
      </DialogTitle>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('searchPalette.inputLabel')}
          placeholder={t('searchPalette.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': options.length > 0,
              'aria-controls': listboxId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active ? optionId(active.key) : undefined,
              autoComplete: 'off',
              spellCheck: false,
              onKeyDown,
              'data-testid': 'search-palette-input',
            },
          }}
        />
      </Box>
      <Box sx={{ height: 2 }}>{typed && search.pending ? <LinearProgress sx={{ height: 2 }} /> : null}</Box>
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
      <Box
        id={listboxId}
        role="listbox"
        aria-label={t('searchPalette.listLabel')}
        aria-busy={typed !== '' && search.pending}
        sx={{ overflowY: 'auto', px: 1, pb: 1, minHeight: 0 }}
      >
        {groups.map((group) => {
          const labelId = `${baseId}-group-${group.key.replace(/[^\w-]/g, '_')}`;
          return (
            <Box key={group.key} role="group" aria-labelledby={labelId} sx={{ mt: 1 }}>
              <Typography
                id={labelId}
                role="presentation"
                variant="overline"
                component="div"
                sx={{ px: 1, color: 'text.secondary', lineHeight: 2 }}
              >
                {group.label}
              </Typography>
              {group.options.map((option) => {
                const selected = option.key === active?.key;
                const detail = detailOf(option);
                return (
                  <Box
                    key={option.key}
                    id={optionId(option.key)}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (!selected) setActiveKey(option.key);
                    }}
                    onClick={() => choose(option)}
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      gap: 0.5,
                      px: 1,
                      py: 0.75,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: selected ? 'action.selected' : undefined,
                      outline: selected ? '2px solid' : undefined,
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
                      <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                        {option.label}
                      </Typography>
                      {detail ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          noWrap
                          component="div"
                          sx={{ ml: 'auto', flexShrink: 0 }}
                        >
                          {detail}
                        </Typography>
                      ) : null}
                    </Box>
                    {option.kind === 'hit' && option.hit.shops.length > 0 ? (
                      <Box
                        sx={{
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: 0.5,
                        }}
                      >
                        {option.hit.shops.map((shop) => {
                          const app = apps.find((a) => a.id === shop.appId);
                          const code = app?.localeCode ?? String(shop.appId);
                          return (
                            <StatusChip
                              key={shop.appId}
                              status={shop.status}
                              prefix={code}
                              spoken={`${app?.name ?? shop.appId} (${code}): ${statusLabel(shop.status)}`}
                            />
                          );
                        })}
                      </Box>
                    ) : null}
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        aria-hidden
      >
        {t('searchPalette.hint')}
      </Typography>
    </Dialog>
  );
}

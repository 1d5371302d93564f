import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router';
import type { OverviewRowAction, OverviewRowActionName } from '@generated/model';
import { HintTooltip } from '@/components/hint-tooltip';
import { t } from '@/i18n';
import { copyText } from '@/lib/clipboard';
import { detailUrl, duplicatePath, editPath, fromOverview } from '@/entities/paths';
import type { FilterValue } from './address-query';
import type { OverviewRow } from './entity-api';
import { useOverviewContext, type MediaUrls } from './overview-context';
import { ROW_BUTTON_CLASS, rowButtonCss, rowIcon, rowIconCss } from './row-icons';
import { rowName } from './row-value';

/** The actions' icons: plain `svg` elements, created once (see `rowIcon`). */
const ICONS: Record<OverviewRowActionName, ReturnType<typeof rowIcon>> = {
  edit: rowIcon('edit', 'small'),
  duplicate: rowIcon('duplicate', 'small'),
  delete: rowIcon('delete', 'small'),
  'open-new-tab': rowIcon('open-new-tab', 'small'),
  'copy-link': rowIcon('copy-link', 'small'),
};

const ACTIONS_SX = (theme: Theme) => ({
  display: 'flex',
  gap: 0.25,
  justifyContent: 'flex-end',
  '& > button': rowButtonCss(theme),
  '& .MuiSvgIcon-root': rowIconCss(theme),
});

/** The address of a row outside the app: the file for media, else the detail page. */
export function rowLink(row: OverviewRow, type: string, mediaUrls: MediaUrls | null, origin: string): string {
  const hash = (row as { hash?: unknown }).hash;
  if (type === 'image' && typeof hash === 'string' && mediaUrls) {
    return mediaUrls.imageUrl({ hash, mimeType: (row as { meta?: { mimeType?: string } }).meta?.mimeType });
  }
  if (type === 'video' && typeof hash === 'string' && mediaUrls) return mediaUrls.videoUrl(hash);
  return detailUrl(type, row.id, origin);
}

interface RowActionsProps {
  row: OverviewRow;
  actions: readonly OverviewRowAction[];
  locale?: FilterValue;
  parentId?: FilterValue;
  onDelete: (row: OverviewRow) => void;
}

/**
 * The row actions of the schema's `actions.row` (spec 1 §2.7); delete only where the type can be deleted. Plain
 * `button`s styled by the container (`rowButtonCss`), each with its hint.
 */
export function RowActions({ row, actions, locale, parentId, onDelete }: RowActionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { config, mediaUrls, notify } = useOverviewContext();
  const name = rowName(row);
  const link = () => rowLink(row, config.type, mediaUrls, window.location.origin);

  const run = (action: OverviewRowActionName) => {
    switch (action) {
      case 'edit':
        void navigate(editPath(config.type, row.id, locale), { state: fromOverview(location) });
        break;
      case 'duplicate':
        void navigate(duplicatePath(config.type, row.id, parentId), { state: fromOverview(location) });
        break;
      case 'open-new-tab':
        window.open(link(), '_blank', 'noopener');
        break;
      case 'copy-link':
        copyText(link()).then(
          () => notify(t('overview.copied')),
          () => notify(t('overview.copyFailed'), 'error'),
        );
        break;
      case 'delete':
        onDelete(row);
        break;
    }
  };

  return (
    <Box sx={ACTIONS_SX} onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => {
        const label = t('overview.actionOn', { action: action.label, name });
        return (
          <HintTooltip key={action.name} title={action.label}>
            <button
              type="button"
              className={ROW_BUTTON_CLASS}
              aria-label={label}
              onClick={() => run(action.name)}
            >
              {ICONS[action.name] ?? ICONS.edit}
            </button>
          </HintTooltip>
        );
      })}
    </Box>
  );
}

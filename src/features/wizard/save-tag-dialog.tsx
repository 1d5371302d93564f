import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { allEntityConfigs } from '@/entities';
import { t } from '@/i18n';
import type { WizardApi } from './wizard-api';

interface SaveTagDialogProps {
  open: boolean;
  type: 'tag' | 'tag-group';
  entityId: number;
  name: string;
  /** The tag group key (tag groups link by key). */
  groupKey?: string;
  api: WizardApi;
  onConfirm: () => void;
  onClose: () => void;
}

/** The overview address of each type of a resource type, filtered by the tag or tag group (spec 2 §2.6). */
function overviewLinks(resourceType: string, filter: string) {
  return allEntityConfigs()
    .filter((config) => config.resourceType === resourceType && config.overviewPath !== '/')
    .map((config) => ({ label: config.plural, to: `${config.overviewPath}?${filter}` }));
}

/** The save-tag modal: which content uses the tag (group), with links to it, before saving. */
export function SaveTagDialog({
  open,
  type,
  entityId,
  name,
  groupKey,
  api,
  onConfirm,
  onClose,
}: SaveTagDialogProps) {
  const descriptor = api.relationCounts?.(entityId);
  const counts = useQuery({
    queryKey: descriptor?.queryKey ?? ['relation-counts', type, entityId],
    queryFn: descriptor?.queryFn ?? (() => Promise.resolve({ data: [] })),
    enabled: open && descriptor !== undefined,
    throwOnError: false,
  });
  const filter =
    type === 'tag'
      ? new URLSearchParams({ 'f[tagsAll]': String(entityId) }).toString()
      : new URLSearchParams({ 'f[tagGroupsAll]': groupKey ?? '' }).toString();
  const rows = (counts.data?.data ?? []).filter((row) => row.count > 0);
  return (
    <ConfirmDialog
      open={open}
      onConfirm={onConfirm}
      onClose={onClose}
      title={t('wizard.saveTag.title', { name })}
      confirmLabel={t('wizard.saveTag.confirm')}
      confirmColor="primary"
    >
      <Typography>{t('wizard.saveTag.text')}</Typography>
      {counts.isFetching ? (
        <CircularProgress size={20} aria-label={t('app.loading')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('wizard.saveTag.none')}</Typography>
      ) : (
        <List dense sx={{ maxHeight: 200, overflowY: 'auto' }}>
          {rows.flatMap((row) =>
            overviewLinks(row.resourceType, filter).map((link) => (
              <ListItem key={`${row.resourceType}-${link.to}`} disableGutters>
                <Link component={RouterLink} to={link.to} target="_blank" rel="noopener">
                  {t('wizard.saveTag.count', { count: row.count, type: link.label })}
                </Link>
              </ListItem>
            )),
          )}
        </List>
      )}
    </ConfirmDialog>
  );
}

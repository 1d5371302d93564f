import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { getListTrashQueryKey, useListTrash, usePurgeFromTrash } from '@generated/api/trash/trash';
import type { TrashItem } from '@generated/model';
import { serverMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { getEntityConfig } from '@/entities';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import { showToast } from '@/lib/toasts';
import { undoDelete } from '@/lib/trash-undo';
import { daysLeft, hasTrash } from './trash-rules';

const PER_PAGE_OPTIONS = [20, 50, 100];

/**
 * A type's trash (issue 29): what was deleted, by whom and when, and when it goes for good; Restore brings an
 * item back as it was, 'Delete permanently' (after a confirmation) removes it at once.
 */
export function TrashPage() {
  const { type = '' } = useParams();
  if (!hasTrash(type)) {
    return (
      <EmptyState
        title={t('trash.unknown.title')}
        text={t('trash.unknown.text')}
        data-testid="trash-unknown"
      />
    );
  }
  return <TrashOfType key={type} type={type} />;
}

function TrashOfType({ type }: { type: Parameters<typeof useListTrash>[0] }) {
  const config = getEntityConfig(type);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useListTrash(type, { page, perPage });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListTrashQueryKey(type) });
  const purge = usePurgeFromTrash({
    mutation: {
      onSuccess: (_, { id }) => {
        const name = query.data?.data.find((item) => item.id === id)?.name ?? `#${id}`;
        showToast({ severity: 'success', message: t('trash.purged', { name }) });
        setPurging(null);
        void refresh();
      },
      onError: (error) => {
        setPurging(null);
        showToast({
          severity: 'error',
          message: t('trash.purgeFailed', { message: serverMessage(error) ?? error.message }),
        });
      },
    },
  });

  const restore = async (item: TrashItem) => {
    setBusyId(item.id);
    await undoDelete({ type, id: item.id, name: item.name }, () => {
      void refresh();
      // The type's lists show it again.
      void queryClient.invalidateQueries();
    });
    setBusyId(null);
  };

  const items = query.data?.data ?? [];
  const pagination = query.data?.meta.pagination;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('trash.title', { plural: config.plural })}
        </Typography>
        <Button component={RouterLink} to={config.overviewPath} variant="outlined">
          {t('trash.back', { plural: config.plural })}
        </Button>
      </Box>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('trash.intro')}</Typography>
      <Card variant="outlined">
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <EmptyState title={t('trash.error')} text={serverMessage(query.error) ?? ''} dense />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('trash.empty.title')}
            text={t('trash.empty.text')}
            dense
            data-testid="trash-empty"
          />
        ) : (
          <>
            <Table aria-label={t('trash.title', { plural: config.plural })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trash.column.name')}</TableCell>
                  <TableCell>{t('trash.column.deletedBy')}</TableCell>
                  <TableCell>{t('trash.column.deletedAt')}</TableCell>
                  <TableCell>{t('trash.column.purgeAt')}</TableCell>
                  <TableCell align="right">{t('trash.column.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} data-testid="trash-row">
                    <TableCell>
                      {item.name || t('trash.untitled')}
                      <Typography
                        component="span"
                        sx={{ ml: 1, color: 'text.secondary', fontSize: 'body2.fontSize' }}
                      >
                        #{item.id}
                      </Typography>
                    </TableCell>
                    <TableCell>{item.deletedBy?.name ?? t('trash.unknownUser')}</TableCell>
                    <TableCell>{formatDateTime(item.deletedAt)}</TableCell>
                    <TableCell>
                      {t('trash.purgeIn', {
                        date: formatDateTime(item.purgeAt),
                        days: daysLeft(item.purgeAt),
                      })}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => void restore(item)}
                        disabled={busyId === item.id}
                        aria-label={t('trash.restoreNamed', { name: item.name })}
                      >
                        {t('trash.restore')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setPurging(item)}
                        aria-label={t('trash.purgeNamed', { name: item.name })}
                      >
                        {t('trash.purge')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {pagination && (
              <TablePagination
                component="div"
                count={pagination.total}
                page={pagination.currentPage - 1}
                rowsPerPage={perPage}
                rowsPerPageOptions={PER_PAGE_OPTIONS}
                onPageChange={(_event, next) => setPage(next + 1)}
                onRowsPerPageChange={(event) => {
                  setPerPage(Number(event.target.value));
                  setPage(1);
                }}
              />
            )}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={purging !== null}
        busy={purge.isPending}
        title={t('trash.purgeConfirm.title')}
        confirmLabel={t('trash.purge')}
        onClose={() => setPurging(null)}
        onConfirm={() => purging && purge.mutate({ entityType: type, id: purging.id })}
      >
        {purging ? t('trash.purgeConfirm.text', { name: purging.name }) : null}
      </ConfirmDialog>
    </Box>
  );
}

export default TrashPage;

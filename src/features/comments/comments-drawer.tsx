import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getListCommentsQueryKey,
  useCreateComment,
  useDeleteComment,
  useListComments,
} from '@generated/api/comments/comments';
import type { Comment, ListCommentsParams } from '@generated/model';
import { useCurrentUser } from '@/api/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DrawerPanel } from '@/components/drawer-panel';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { CommentForm } from './comment-form';
import { CommentItem, HIGHLIGHT_MS } from './comment-item';

/** Loading placeholders (spec 2 §9: comment placeholders 5). */
const PLACEHOLDERS = 5;

interface CommentsDrawerProps {
  params: ListCommentsParams;
  /** A comment to scroll to and highlight (from a notification link). */
  highlightId: number | null;
  onClose: () => void;
}

/**
 * The inside of the comments drawer (spec 2 §2.6, §4.7): header 'entity comments' with the count badge when the
 * total is above 0, the comments refetched whenever the drawer opens (it mounts then), the form, delete with
 * confirmation for own comments.
 */
export function CommentsDrawer({ params, highlightId, onClose }: CommentsDrawerProps) {
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const list = useListComments(params, { query: { refetchOnMount: 'always' } });
  const create = useCreateComment();
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(highlightId);
  const total = list.data?.meta.total ?? 0;
  const refetch = () => queryClient.invalidateQueries({ queryKey: getListCommentsQueryKey(params) });

  useEffect(() => {
    if (highlighted === null || !list.data) return;
    document.getElementById(`comment-${highlighted}`)?.scrollIntoView({ block: 'center' });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted, list.data]);

  const submit = async (text: string) => {
    try {
      await create.mutateAsync({
        data: {
          resourceId: params['filter[resourceId]'],
          resourceType: params['filter[resourceType]'],
          text,
        },
      });
      await refetch();
      return true;
    } catch {
      showToast({ severity: 'error', message: t('comments.createFailed') });
      return false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch {
      showToast({ severity: 'error', message: t('comments.deleteFailed') });
    }
    setDeleting(null);
    await refetch();
  };

  const title = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      {t('comments.title')}
      {total > 0 && (
        <Badge
          badgeContent={total}
          color="primary"
          sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      )}
    </Box>
  );

  return (
    <DrawerPanel title={title} closeLabel={t('comments.close')} onClose={onClose}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          {list.isPending ? (
            Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))
          ) : list.isError ? (
            <Typography color="error">{t('comments.loadFailed')}</Typography>
          ) : list.data.data.length === 0 ? (
            <Typography color="text.secondary">{t('comments.empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('comments.title')}>
              {list.data.data.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  own={comment.user.id === me?.id}
                  highlighted={comment.id === highlighted}
                  onDelete={setDeleting}
                />
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', pt: 1 }}>
          <CommentForm busy={create.isPending} onSubmit={submit} />
        </Box>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('comments.deleteConfirm')}
      </ConfirmDialog>
    </DrawerPanel>
  );
}

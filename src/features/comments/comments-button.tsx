import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListComments } from '@generated/api/comments/comments';
import type { ListCommentsParams } from '@generated/model';
import { DrawerShell } from '@/components/drawer-shell';
import { COMMENTS_DRAWER_WIDTH } from '@/components/drawer-widths';
import { PageLoader } from '@/components/page-loader';
import { HintTooltip } from '@/components/hint-tooltip';
import { getEntityConfig, type EntityType } from '@/entities';
import { t } from '@/i18n';
import { visuallyHidden } from '@/lib/visually-hidden';

/** The drawer's content (list, mentions, form) loads with its first opening. */
const CommentsDrawer = lazy(async () => ({ default: (await import('./comments-drawer')).CommentsDrawer }));

/** The query parameter a notification link names a comment with (spec 1 §2.11). */
export const COMMENT_ID_PARAM = 'commentId';

interface CommentsButtonProps {
  entityType: EntityType;
  entityId: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The comments button of the action bar with the total count (spec 2 §2.3), opening the 340 px comments drawer
 * (§2.6). A `commentId` in the address (a mention's notification link) opens it and highlights that comment.
 */
export function CommentsButton({ entityType, entityId, open, onOpen, onClose }: CommentsButtonProps) {
  const params: ListCommentsParams = {
    'filter[resourceId]': entityId,
    'filter[resourceType]': getEntityConfig(entityType).resourceType,
  };
  const total = useListComments(params, { query: { select: (response) => response.meta.total } }).data ?? 0;
  const [search] = useSearchParams();
  const linked = Number(search.get(COMMENT_ID_PARAM));
  const [highlightId] = useState<number | null>(Number.isInteger(linked) && linked > 0 ? linked : null);

  useEffect(() => {
    if (highlightId !== null) onOpen();
    // Only when the editor opens with a linked comment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightId]);

  return (
    <>
      <HintTooltip title={t('comments.button')} describeChild>
        {/* Named by its text, not an aria-label, so the visible count is part of the name (WCAG 2.5.3). */}
        <IconButton aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
          <Box component="span" sx={visuallyHidden}>
            {t('comments.button')}
          </Box>
          <Badge
            badgeContent={total}
            color="primary"
            max={999}
            showZero
            slotProps={{ badge: { 'aria-hidden': false } }}
          >
            <ChatBubbleOutline aria-hidden />
          </Badge>
        </IconButton>
      </HintTooltip>
      <DrawerShell open={open} onClose={onClose} width={COMMENTS_DRAWER_WIDTH}>
        <Suspense fallback={<PageLoader />}>
          <CommentsDrawer params={params} highlightId={highlightId} onClose={onClose} />
        </Suspense>
      </DrawerShell>
    </>
  );
}

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { Comment } from '@generated/model';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import { initials } from '@/lib/initials';
import { CommentText } from './comment-text';

/** The highlight of a comment opened from a notification (spec 2 §2.6: 2.5 s). */
export const HIGHLIGHT_MS = 2500;
const flash = keyframes`
  from { background-color: rgba(25, 118, 210, 0.22); }
  to { background-color: transparent; }
`;

interface CommentItemProps {
  comment: Comment;
  own: boolean;
  highlighted: boolean;
  onDelete: (comment: Comment) => void;
}

/** One comment: author, time, text with mentions; '[Comment has been deleted]' once deleted; delete on own. */
export function CommentItem({ comment, own, highlighted, onDelete }: CommentItemProps) {
  const deleted = comment.deletedAt !== null;
  return (
    <Box
      component="li"
      id={`comment-${comment.id}`}
      data-highlighted={highlighted || undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        px: 1,
        borderRadius: 1,
        listStyle: 'none',
        ...(highlighted ? { animation: `${flash} ${HIGHLIGHT_MS}ms ease-out` } : {}),
      }}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem' }} src={comment.user.avatar ?? undefined}>
        {initials(comment.user.name)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="subtitle2" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {comment.user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={comment.createdAt}>
            {formatDateTime(comment.createdAt)}
          </Typography>
        </Box>
        {deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('comments.deleted')}
          </Typography>
        ) : (
          <Typography variant="body2" component="div">
            <CommentText text={comment.text} people={comment.mentionedUsers} />
          </Typography>
        )}
      </Box>
      {own && !deleted && (
        <Tooltip title={t('comments.delete')}>
          <IconButton size="small" aria-label={t('comments.delete')} onClick={() => onDelete(comment)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { UserSummary } from '@generated/model';
import { t } from '@/i18n';
import { commentSegments } from './mention-text';

/** A stored comment text: typed text as typed, mentions as '@Name' (current names), '<unknown>' for unknown ids. */
export function CommentText({ text, people }: { text: string; people: readonly UserSummary[] }) {
  const names = new Map(people.map((person) => [person.id, person.name]));
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {commentSegments(text, names).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <Box key={index} component="strong" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {segment.name === null ? t('comments.unknownUser') : `@${segment.name}`}
          </Box>
        ),
      )}
    </Box>
  );
}

import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../i18n';

interface EmptyStateProps {
  /** Falls back to 'No results found' (a schema's empty view may leave it out or empty). */
  title?: string | undefined;
  /** Falls back to "We couldn't find any results. Change selected filters.". */
  text?: string | undefined;
  /** The small form inside a card (dashboard widgets): no icon, a smaller title. */
  dense?: boolean;
  /** A way forward below the text (e.g. creating the first entity). */
  action?: ReactNode;
  'data-testid'?: string;
}

/** A title and a text where a list has nothing to show (spec 1 §2.7, §4.3). */
export function EmptyState({ title, text, dense = false, action, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Box
      role="status"
      data-testid={testId}
      sx={{ py: dense ? 5 : 8, px: dense ? 3 : 2, textAlign: 'center', color: 'text.secondary' }}
    >
      {!dense && <SearchOffIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
      <Typography
        variant={dense ? 'subtitle1' : 'h2'}
        component="p"
        color="text.primary"
        gutterBottom={!dense}
        sx={dense ? { fontWeight: 600 } : undefined}
      >
        {title || t('emptyState.title')}
      </Typography>
      <Typography>{text || t('emptyState.text')}</Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';

interface PageLoaderProps {
  /** Shown under the spinner (and read out); without it the spinner is announced as 'Loading…'. */
  message?: string;
  /** Vertical padding in theme spacing units: 10 for a whole page, less inside a card, widget or drawer. */
  py?: number;
  /** A fixed height for the loader (a chart's frame), or a minimum (a page that centres the spinner). */
  height?: number | string;
  minHeight?: number | string;
}

/** The spinner shown while a page, a widget or a lazily loaded part of it loads. */
export function PageLoader({ message, py = 10, height, minHeight }: PageLoaderProps) {
  return (
    <Box
      role="status"
      aria-label={message ? undefined : t('app.loading')}
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, py, height, minHeight }}
    >
      <CircularProgress aria-hidden />
      {message && <Typography>{message}</Typography>}
    </Box>
  );
}

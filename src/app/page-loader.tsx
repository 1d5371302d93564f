import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { t } from '../i18n';

/** The spinner shown while a page or its data loads. */
export function PageLoader() {
  return (
    <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n';

/** 'No results found' / 'We couldn't find any results. Change selected filters.' (spec 1 §2.7). */
export function EmptyView({ title, text }: { title?: string; text?: string }) {
  return (
    <Box role="status" sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <SearchOffIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h2" component="p" color="text.primary" gutterBottom>
        {title || t('overview.empty.title')}
      </Typography>
      <Typography>{text || t('overview.empty.text')}</Typography>
    </Box>
  );
}

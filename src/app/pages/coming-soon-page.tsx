import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '@/i18n';

/** A polite stand-in for a page that a later issue delivers; it already carries the page's heading. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      </Paper>
    </>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { t } from '@/i18n';
import type { ValueDifference } from '@/lib/value-diff';

const shown = (value: unknown) =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

interface MinePanelProps {
  differences: ValueDifference[];
  onReapply: () => void;
  onDismiss: () => void;
}

/** After loading the other version: the editor's own values beside the saved ones, to compare or re-apply. */
export function MinePanel({ differences, onReapply, onDismiss }: MinePanelProps) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={onDismiss}>
            {t('wizard.mine.dismiss')}
          </Button>
          <Button size="small" variant="contained" onClick={onReapply}>
            {t('wizard.mine.reapply')}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{t('wizard.mine.title')}</AlertTitle>
      {t('wizard.mine.hint')}
      <Table size="small" aria-label={t('wizard.mine.title')} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('wizard.mine.field')}</TableCell>
            <TableCell>{t('wizard.mine.yours')}</TableCell>
            <TableCell>{t('wizard.mine.theirs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((difference) => (
            <TableRow key={difference.path}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{difference.path}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(difference.mine)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(difference.theirs)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Alert>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { t, type MessageKey } from '@/i18n';

/** The keyboard shortcuts of the back office, as the help lists them. */
export const SHORTCUTS: readonly { key: MessageKey; action: MessageKey }[] = [
  { key: 'shortcuts.key.help', action: 'shortcuts.help' },
  { key: 'shortcuts.key.save', action: 'shortcuts.save' },
  { key: 'shortcuts.key.shopPanel', action: 'shortcuts.shopPanel' },
  { key: 'shortcuts.key.escape', action: 'shortcuts.escape' },
  { key: 'shortcuts.key.searchPalette', action: 'shortcuts.searchPalette' },
];

/** The list of keyboard shortcuts (shortcut-help.tsx opens it; loaded with the first `?`). */
export default function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.key}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <kbd>{t(shortcut.key)}</kbd>
                </TableCell>
                <TableCell>{t(shortcut.action)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useEffect, useId, useState } from 'react';
import { t, type MessageKey } from '@/i18n';

/** The keyboard shortcuts of the back office, as the help lists them. */
export const SHORTCUTS: readonly { key: MessageKey; action: MessageKey }[] = [
  { key: 'shortcuts.key.help', action: 'shortcuts.help' },
  { key: 'shortcuts.key.save', action: 'shortcuts.save' },
  { key: 'shortcuts.key.shopPanel', action: 'shortcuts.shopPanel' },
  { key: 'shortcuts.key.escape', action: 'shortcuts.escape' },
];

/** Whether a key press lands in something the user types into. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `?` (never while typing) opens the list of keyboard shortcuts; Esc or Close closes it. */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
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
        <Button onClick={() => setOpen(false)}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface DrawerShellProps {
  open: boolean;
  onClose: () => void;
  /** One of the spec's widths (drawer-widths.ts); never wider than the screen. */
  width: number;
  /** Usually a component that holds the drawer's pending state and renders a `DrawerPanel`. */
  children: ReactNode;
}

/**
 * A drawer on the right at one of the spec's widths. Its content mounts only while open, so each opening
 * starts from fresh state (a filter drawer copies the current values when it opens, closing discards them).
 */
export function DrawerShell({ open, onClose, width, children }: DrawerShellProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width, maxWidth: '100vw' } } }}
    >
      {open && children}
    </Drawer>
  );
}

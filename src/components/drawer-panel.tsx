import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DrawerPanelProps {
  title: ReactNode;
  /** The accessible name of the close button, e.g. 'Close filters'. */
  closeLabel: string;
  onClose: () => void;
  /** The footer's buttons (Reset, Apply …), right-aligned. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The inside of a drawer: a title row with a close button, a scrolling body and a footer of actions. */
export function DrawerPanel({ title, closeLabel, onClose, actions, children }: DrawerPanelProps) {
  const titleId = useId();
  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
      {actions && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}

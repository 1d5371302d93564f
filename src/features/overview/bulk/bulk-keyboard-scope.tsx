import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { isSelectAllKey } from './selection-range';

/** Ctrl/⌘+A while the focus is within the list selects every row of the page (issue 29). */
export function BulkKeyboardScope({
  onSelectAll,
  children,
}: {
  onSelectAll?: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      onKeyDown={(event) => {
        if (!onSelectAll || !isSelectAllKey(event)) return;
        event.preventDefault();
        onSelectAll();
      }}
    >
      {children}
    </Box>
  );
}

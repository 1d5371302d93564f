import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FORM_GAP, rowColumns } from './form-gaps';

/** The frame of a FieldUnit: a bordered group of fields with its label (consecutive units share a border). */
export function FieldUnitBox({
  label,
  columns = rowColumns([]),
  children,
}: {
  label?: string;
  /** The grid columns (rowColumns of its fields). */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      data-field-unit=""
      sx={{
        border: 1,
        borderColor: 'divider',
        p: 2,
        '& + [data-field-unit]': { borderTop: 0 },
      }}
    >
      {label && (
        <Typography variant="overline" component="p" color="text.secondary">
          {label}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: FORM_GAP }}>{children}</Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FORM_GAP } from './form-gaps';

/** The frame of a FieldUnit: a bordered group of fields with its label (consecutive units share a border). */
export function FieldUnitBox({ label, children }: { label?: string; children: ReactNode }) {
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
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: FORM_GAP }}
      >
        {children}
      </Box>
    </Box>
  );
}

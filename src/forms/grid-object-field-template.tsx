import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { FORM_GAP } from './form-gaps';
import { ObjectLayout } from './object-layout';

/**
 * Every object of the form (the section's root and its groups): its title (not for the root) and its fields
 * laid out by ObjectLayout (layout-only groups as grid rows, FieldUnits, the gap rule).
 */
export function GridObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: FORM_GAP }}>
      {props.title && props.fieldPathId?.$id !== 'root' && (
        <Typography variant="subtitle1" component="h3">
          {props.title}
        </Typography>
      )}
      <ObjectLayout {...props} />
    </Box>
  );
}

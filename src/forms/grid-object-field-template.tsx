import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Templates } from '@rjsf/mui';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { LayoutEntry } from './form-section-schema';

/** Default gap of the form renderer (spec 1 §9). */
export const FORM_GAP = '20px';

const DefaultObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * Objects with a `ui:options.layout` (from layout-only groups) render their fields in that layout: a group is one
 * grid row of its fields side by side (they wrap when narrow); other objects keep the theme's template.
 */
export function GridObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const layout = (props.uiSchema?.['ui:options'] as { layout?: LayoutEntry[] } | undefined)?.layout;
  if (!layout) return <DefaultObjectFieldTemplate {...props} />;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const placed = new Set<string>();
  const content = (name: string) => {
    const property = byName.get(name);
    if (!property || property.hidden) return null;
    placed.add(name);
    return <Box key={name}>{property.content}</Box>;
  };
  const rows = layout.map((entry, index) => {
    if (typeof entry === 'string') return content(entry);
    return (
      <Box key={`group-${index}`} role="group" aria-label={entry.label}>
        {entry.label && (
          <Typography variant="overline" component="p" color="text.secondary">
            {entry.label}
          </Typography>
        )}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: FORM_GAP }}
        >
          {entry.fields.map(content)}
        </Box>
      </Box>
    );
  });
  const rest = props.properties.filter((property) => !placed.has(property.name) && !property.hidden);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: FORM_GAP }}>
      {props.title && props.fieldPathId?.$id !== 'root' && (
        <Typography variant="subtitle1" component="h3">
          {props.title}
        </Typography>
      )}
      {rows}
      {rest.map((property) => (
        <Box key={property.name}>{property.content}</Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { FieldUnitBox } from './field-unit-box';
import { FORM_GAP, rowColumns, rowGaps } from './form-gaps';
import type { LayoutEntry } from './form-section-schema';

interface Row {
  key: string;
  unit: boolean;
  node: ReactNode;
}

/** Whether a property is a FieldUnit group (`ui:ObjectFieldTemplate: 'FieldUnit'`). */
function isUnit(props: ObjectFieldTemplateProps, name: string): boolean {
  const ui = props.uiSchema?.[name] as Record<string, unknown> | undefined;
  return ui?.['ui:ObjectFieldTemplate'] === 'FieldUnit';
}

/**
 * An object's fields in the order of `ui:options.layout` (from layout-only groups: a labelled grid row of
 * fields side by side, or a FieldUnit) and then the rest, with the FieldUnit gap rule (form-gaps.ts).
 */
export function ObjectLayout(props: ObjectFieldTemplateProps) {
  const layout =
    (props.uiSchema?.['ui:options'] as { layout?: LayoutEntry[] } | undefined)?.layout ??
    props.properties.map((property) => property.name);
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const placed = new Set<string>();
  const content = (name: string) => {
    const property = byName.get(name);
    if (!property || property.hidden) return null;
    placed.add(name);
    return <Box key={name}>{property.content}</Box>;
  };
  const rows: Row[] = [];
  layout.forEach((entry, index) => {
    if (typeof entry === 'string') {
      const node = content(entry);
      if (node) rows.push({ key: entry, unit: isUnit(props, entry), node });
      return;
    }
    const fields = entry.fields.map(content);
    const columns = rowColumns(
      entry.fields.map(
        (name) => (props.uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'],
      ),
    );
    if (entry.unit) {
      rows.push({
        key: `unit-${index}`,
        unit: true,
        node: (
          <FieldUnitBox label={entry.label} columns={columns}>
            {fields}
          </FieldUnitBox>
        ),
      });
      return;
    }
    rows.push({
      key: `group-${index}`,
      unit: false,
      node: (
        <Box role="group" aria-label={entry.label}>
          {entry.label && (
            <Typography variant="overline" component="p" color="text.secondary">
              {entry.label}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: columns,
              gap: FORM_GAP,
            }}
          >
            {fields}
          </Box>
        </Box>
      ),
    });
  });
  for (const property of props.properties) {
    if (placed.has(property.name) || property.hidden) continue;
    rows.push({ key: property.name, unit: isUnit(props, property.name), node: property.content });
  }
  const gaps = rowGaps(rows.map((row) => row.unit));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {rows.map((row, index) => (
        <Box key={row.key} sx={{ mt: gaps[index] }} data-row-gap={gaps[index]}>
          {row.node}
        </Box>
      ))}
    </Box>
  );
}

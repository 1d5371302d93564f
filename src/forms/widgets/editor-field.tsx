import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import type { ContentElement, EditorSlot } from '@generated/model';
import { t } from '@/i18n';

function blocksOf(formData: unknown): ContentElement[] {
  return Array.isArray(formData) ? (formData as ContentElement[]) : [];
}

/**
 * Editor (placeholder until the block editor lands): the shop's content blocks per slot, read-only — slot
 * label, then each block's type and 'CPID: …' (or '--' without a tracking id), in slot order.
 */
export function EditorField(props: FieldProps) {
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { slots?: EditorSlot[] };
  const blocks = blocksOf(props.formData);
  const slots: EditorSlot[] = options.slots?.length
    ? options.slots
    : [...new Set(blocks.map((block) => block.position.slot))].map((name) => ({
        name,
        label: name,
        blockTypeNames: [],
      }));
  const headingId = `${props.fieldPathId.$id}__title`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {props.schema.title ?? props.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.editor.note')}
      </Typography>
      {slots.map((slot) => {
        const inSlot = blocks
          .filter((block) => block.position.slot === slot.name)
          .sort((a, b) => a.position.index - b.position.index);
        const slotId = `${props.fieldPathId.$id}__slot-${slot.name}`;
        return (
          <Box key={slot.name} sx={{ mt: 2 }}>
            <Typography id={slotId} variant="overline" component="h4" color="text.secondary">
              {slot.label}
            </Typography>
            {inSlot.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('form.editor.empty')}
              </Typography>
            ) : (
              <List
                dense
                aria-labelledby={slotId}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
              >
                {inSlot.map((block) => (
                  <ListItem key={block.id} divider>
                    <ListItemText
                      primary={block.type}
                      secondary={
                        block.tracking?.cpid
                          ? t('form.editor.cpid', { cpid: block.tracking.cpid })
                          : t('form.editor.noCpid')
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

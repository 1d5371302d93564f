import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, useMemo } from 'react';
import type { ContentElement, FormSection } from '@generated/model';
import type { BlockEditorSlotProps } from '@/entities/editor-slots';
import type { EntityFormContext } from '@/forms/form-context';
import { sectionToSchema } from '@/forms/form-section-schema';
import { SchemaForm } from '@/forms/schema-form';
import { validationToErrorSchema } from '@/forms/server-errors';
import { t } from '@/i18n';
import { updateBlockAttributes } from './block-rules';

/**
 * The right sidebar of the content step (spec 2 §2.4, §2.7): the active block's form — its label as title, a
 * back button, the CPID badge and the block type's schema through the same form layer as the wizard. A block
 * type without fields says so. When the active block disappears (removed, another shop) the panel closes.
 */
export function BlockPanel({
  entityType,
  entityId,
  appId,
  blockTypes,
  appConfig,
  onChange,
  activeBlockId,
  onActiveBlockChange,
  readOnly,
  blockErrors,
}: BlockEditorSlotProps) {
  const elements = (appConfig.contentElements ?? []) as ContentElement[];
  const block = elements.find((element) => element.id === activeBlockId);
  const type = block ? blockTypes.find((candidate) => candidate.name === block.type) : undefined;
  const section = useMemo<FormSection>(
    () => ({
      label: type?.label ?? '',
      attributes: { slug: `block-${type?.name ?? ''}` },
      items: type?.schema ?? [],
    }),
    [type],
  );
  const form = useMemo(() => sectionToSchema(section, { mode: 'entity' }), [section]);
  const formContext = useMemo<EntityFormContext>(
    () => ({ appId, entityType, entityId, readOnly }),
    [appId, entityType, entityId, readOnly],
  );

  // The wizard hands new (equal) errors on every render: memoised by content, so RJSF is not re-derived.
  const errorsKey = JSON.stringify(blockErrors ?? {});
  const extraErrors = useMemo(
    () => validationToErrorSchema(JSON.parse(errorsKey) as typeof blockErrors),
    [errorsKey],
  );

  useEffect(() => {
    if (activeBlockId !== undefined && !block) onActiveBlockChange(undefined);
  }, [activeBlockId, block, onActiveBlockChange]);

  if (!block) return null;
  const label = type?.label ?? block.type;
  return (
    <Box component="section" aria-label={t('blocks.panel', { label })} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton size="small" aria-label={t('blocks.back')} onClick={() => onActiveBlockChange(undefined)}>
          <ArrowBack fontSize="small" />
        </IconButton>
        <Typography variant="h2" sx={{ fontSize: 18, flex: 1 }}>
          {label}
        </Typography>
        {block.tracking?.cpid && <Chip size="small" variant="outlined" label={block.tracking.cpid} />}
      </Box>
      {section.items.length === 0 ? (
        <Box>
          <Typography variant="subtitle2">{t('blocks.noSettings')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('blocks.noSettingsText')}
          </Typography>
        </Box>
      ) : (
        <SchemaForm
          key={block.id}
          id={`block-form-${block.id}`}
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={block.attributes}
          formContext={formContext}
          extraErrors={extraErrors}
          readOnly={readOnly}
          onChange={(attributes) =>
            onChange({
              ...appConfig,
              contentElements: updateBlockAttributes(
                elements,
                block.id,
                attributes as Record<string, unknown>,
              ),
            })
          }
        />
      )}
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import type { FieldProps } from '@rjsf/utils';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListPages } from '@generated/api/pages/pages';
import { useListTrash } from '@generated/api/trash/trash';
import { TONE_COLOURS } from '@/components/status-colours';
import { trashPath } from '@/entities/paths';
import { t } from '@/i18n';
import { fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { idsOf } from './parse-id-list';
import { storyReference, unresolvedIds } from './story-references';

const IN_TRASH = TONE_COLOURS.warning;

const perPageFor = (count: number) => Math.min(Math.max(count, 1), 500);

/**
 * StoryIds (spec 1 §5, spec 2 §5.2): story ids added by the comma input, one chip each, named once known. A
 * story in the trash keeps its name and says 'In trash' (a link to the stories' trash) instead of looking broken.
 */
export function StoryIdsField(props: FieldProps) {
  const ids = idsOf(props.formData);
  const stories = useListPages(
    { 'f[type]': 'story', 'f[ids]': ids.join(','), perPage: perPageFor(ids.length) },
    { query: { enabled: ids.length > 0, throwOnError: false, placeholderData: keepPreviousData } },
  );
  const live = useMemo(
    () =>
      stories.data ? new Map(stories.data.data.map((story) => [story.id, story.internalName])) : undefined,
    [stories.data],
  );
  const missing = unresolvedIds(ids, live);
  const trash = useListTrash(
    'story',
    { 'f[ids]': missing.join(','), perPage: perPageFor(missing.length) },
    { query: { enabled: missing.length > 0, throwOnError: false, placeholderData: keepPreviousData } },
  );
  const trashed = useMemo(
    () => new Map((trash.data?.data ?? []).map((item) => [item.id, item.name])),
    [trash.data],
  );
  const reference = (id: number) => storyReference(id, live ?? new Map(), trashed);
  return (
    <IdSelection
      label={fieldLabel(props)}
      itemLabel={t('dataFields.stories.item')}
      ids={ids}
      onChange={(next) => props.onChange(next, props.fieldPathId.path)}
      duplicateMessage={t('dataFields.stories.duplicate')}
      locked={isLocked(props)}
      chipLabel={(id) => reference(id).label}
      chipExtra={(id) =>
        reference(id).inTrash ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('trash.reference.inTrash')}
            component={RouterLink}
            to={trashPath('story')}
            clickable
            title={t('trash.reference.open')}
            data-testid="reference-in-trash"
            // The status chips' warning tone (4.5:1 or better), as 'Scheduled' reads.
            sx={{
              ml: 0.5,
              color: IN_TRASH.text,
              bgcolor: IN_TRASH.background,
              borderColor: IN_TRASH.border,
            }}
          />
        ) : undefined
      }
    />
  );
}

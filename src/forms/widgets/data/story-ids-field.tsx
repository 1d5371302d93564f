import type { FieldProps } from '@rjsf/utils';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListPages } from '@generated/api/pages/pages';
import { t } from '@/i18n';
import { fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { idsOf } from './parse-id-list';

/** StoryIds (spec 1 §5, spec 2 §5.2): story ids added by the comma input, one chip each, named once known. */
export function StoryIdsField(props: FieldProps) {
  const ids = idsOf(props.formData);
  const stories = useListPages(
    { 'f[type]': 'story', 'f[ids]': ids.join(','), perPage: Math.min(Math.max(ids.length, 1), 500) },
    { query: { enabled: ids.length > 0, throwOnError: false, placeholderData: keepPreviousData } },
  );
  const names = useMemo(
    () => new Map((stories.data?.data ?? []).map((story) => [story.id, story.internalName])),
    [stories.data],
  );
  return (
    <IdSelection
      label={fieldLabel(props)}
      itemLabel={t('dataFields.stories.item')}
      ids={ids}
      onChange={(next) => props.onChange(next, props.fieldPathId.path)}
      duplicateMessage={t('dataFields.stories.duplicate')}
      locked={isLocked(props)}
      chipLabel={(id) => {
        const name = names.get(id);
        return name ? `${name} (${id})` : `#${id}`;
      }}
    />
  );
}

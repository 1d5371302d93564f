import type { FieldProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { idsOf } from './parse-id-list';

/** StoryIds (spec 1 §5, spec 2 §5.2): story ids added by the comma input, one chip each. */
export function StoryIdsField(props: FieldProps) {
  return (
    <IdSelection
      label={fieldLabel(props)}
      itemLabel={t('dataFields.stories.item')}
      ids={idsOf(props.formData)}
      onChange={(next) => props.onChange(next, props.fieldPathId.path)}
      duplicateMessage={t('dataFields.stories.duplicate')}
      locked={isLocked(props)}
    />
  );
}

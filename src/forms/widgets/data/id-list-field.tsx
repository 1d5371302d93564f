import type { FieldProps } from '@rjsf/utils';
import { t } from '@/i18n';
import { fieldLabel, isLocked } from './field-options';
import { IdSelection } from './id-selection';
import { idsOf } from './parse-id-list';

/** A plain list of ids by the comma input (the overview's IDs filter): the value is the parsed ids, never text. */
export function IdListField(props: FieldProps) {
  return (
    <IdSelection
      label={fieldLabel(props)}
      itemLabel={t('dataFields.ids.item')}
      ids={idsOf(props.formData)}
      onChange={(next) => props.onChange(next.length ? next : undefined, props.fieldPathId.path)}
      duplicateMessage={t('dataFields.ids.duplicate')}
      locked={isLocked(props)}
    />
  );
}

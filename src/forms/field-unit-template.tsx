import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { FieldUnitBox } from './field-unit-box';
import { ObjectLayout } from './object-layout';

/** FieldUnit (a `group` node): its fields framed as one unit (ObjectLayout keeps consecutive units together). */
export function FieldUnitTemplate(props: ObjectFieldTemplateProps) {
  return (
    <FieldUnitBox label={props.title}>
      <ObjectLayout {...props} />
    </FieldUnitBox>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { BooleanControl } from './boolean-control';

/** Checkbox: a boolean with its label beside the box. */
export function CheckboxWidget(props: WidgetProps) {
  return <BooleanControl {...props} kind="checkbox" />;
}

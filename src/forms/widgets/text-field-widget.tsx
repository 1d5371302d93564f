import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './text-input';

/** TextField: one line of text, with a character counter when the node has `maxLength`. */
export function TextFieldWidget(props: WidgetProps) {
  return <TextInput widget={props} />;
}

import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './text-input';

/** TextArea: several lines of plain text (grows with its content). */
export function TextAreaWidget(props: WidgetProps) {
  return <TextInput widget={props} multiline />;
}

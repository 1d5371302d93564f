import type { WidgetProps } from '@rjsf/utils';
import { BooleanControl } from './boolean-control';

/** Switch: a boolean drawn as an on/off switch (role switch for screen readers). */
export function SwitchWidget(props: WidgetProps) {
  return <BooleanControl {...props} kind="switch" />;
}

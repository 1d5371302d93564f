import { ariaDescribedByIds } from '@rjsf/utils';

/** The ids that describe a widget's control: RJSF's description, error and help ids plus the widget's own. */
export function describedBy(id: string, ...own: Array<string | undefined | false>): string {
  return [ariaDescribedByIds(id), ...own.filter(Boolean)].join(' ');
}

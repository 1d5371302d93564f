import type { UiSchema } from '@rjsf/utils';
import { t } from '@/i18n';

/** What a card list reads from its `ui:options` (the array node's attributes). */
export interface CardListOptions {
  /** The word for one item ('call to action', 'link'): the node's `item`; 'item' when it names none. */
  itemLabel: string;
  minItems: number;
  removable: boolean;
}

export function cardListOptions(uiSchema: UiSchema | undefined): CardListOptions {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    // The server's schemas name one entry `item` ('call to action'); `itemLabel` is the older name.
    itemLabel:
      [options.item, options.itemLabel].find(
        (value): value is string => typeof value === 'string' && value !== '',
      ) ?? t('form.cardList.item'),
    minItems: typeof options.minItems === 'number' ? options.minItems : 0,
    removable: options.removable !== false,
  };
}

import type { UiSchema } from '@rjsf/utils';
import { t } from '@/i18n';

/** What a card list reads from its `ui:options` (the array node's attributes). */
export interface CardListOptions {
  /** The word for one item ('CTA', 'link'); 'item' when the node names none. */
  itemLabel: string;
  minItems: number;
  removable: boolean;
}

export function cardListOptions(uiSchema: UiSchema | undefined): CardListOptions {
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    itemLabel:
      typeof options.itemLabel === 'string' && options.itemLabel
        ? options.itemLabel
        : t('form.cardList.item'),
    minItems: typeof options.minItems === 'number' ? options.minItems : 0,
    removable: options.removable !== false,
  };
}

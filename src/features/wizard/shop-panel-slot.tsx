import { memo } from 'react';
import { shopPanelFacts, type EntityFormValues, type ShopPanelSlotProps } from '@/entities';
import type { WizardSlots } from './slots';
import { useValuesSelector, type ValuesStore } from './values-store';

/** The panel's props but the values, which the slot reads from the store. */
export type ShopPanelBaseProps = Omit<ShopPanelSlotProps, 'values' | 'getValues'>;

interface ShopPanelSlotComponentProps {
  render: NonNullable<WizardSlots['renderShopPanel']>;
  store: ValuesStore;
  /** Memoised by the wizard: a keystroke passes the same object. */
  props: ShopPanelBaseProps;
}

const factsOf = (values: EntityFormValues | undefined) => (values ? shopPanelFacts(values) : '');

/**
 * The shop panel renders when what it shows changes (`shopPanelFacts`), not per keystroke (issue 28,
 * keystroke: it was four fifths of a keystroke's React renders in the 169-field step). What acts on the
 * values (copy, translations) reads `getValues()`, the store, when it runs.
 */
export const ShopPanelSlot = memo(function ShopPanelSlot({
  render,
  store,
  props,
}: ShopPanelSlotComponentProps) {
  useValuesSelector(store, factsOf);
  return <>{render({ ...props, values: store.get(), getValues: store.get })}</>;
});

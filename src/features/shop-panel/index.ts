/** The shop panel feature: the wizard's left sidebar for shop-constrained steps (spec 2 §2.4, §2.5, §6). */
export { ShopPanel } from './shop-panel';
export type { ComposedShopAction, ShopPanelProps } from './shop-panel';

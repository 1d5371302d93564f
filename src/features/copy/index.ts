/** Copying sections and content blocks between shops (spec 2 §4.6; issue 24). */
export { useShopCopy, type CopyAction } from './use-shop-copy';

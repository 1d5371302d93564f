/** Translations per shop (spec 2 §4.3; issue 24): the shop panel's translation state, actions and modal. */
export { useShopTranslations, type TranslationAction } from './use-shop-translations';

export {
  ENTITY_TYPES,
  LEGACY_ENTITY_NAMES,
  allEntityConfigs,
  getEntityConfig,
  isEntityType,
  overviewEntityConfigs,
  resolveEntityType,
} from './catalogue';
export type { EntityConfig, EntityType, NavGroup, PublishLevel, ResourceType } from './catalogue';
export type {
  AppConfigFormValues,
  BlockEditorSlotProps,
  EntityFormValues,
  ShopPanelSlotProps,
} from './editor-slots';
export { shopPanelFacts } from './editor-slots';
export type { PublishFlags, PublishShop } from './publish-flags';

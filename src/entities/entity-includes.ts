/** The includes of the wizard's entity fetch (spec 2 §7); mock mode records each entity with them. */
export const ENTITY_INCLUDES = [
  'appConfigs.contentElements',
  'appConfigs.preview',
  'appConfigs.seodata',
  'appConfigs.sourceCategories',
  'appConfigs.pages',
  'appConfigs.info.imagesByType',
  'videosByType',
  'parent',
  'tags',
  'createdByUser',
  'updatedByUser',
  'rootline',
].join(',');

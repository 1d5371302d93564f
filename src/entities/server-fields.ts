// The fields of a loaded entity that the server derives or owns: a save does not send them back, and a
// restored version takes them from the current state. One list for the wizard's save and the history's restore.

/** Entity fields the server owns (a bundle's `isPublished` is sent by its save and publish only). */
export const SERVER_ENTITY_FIELDS: readonly string[] = [
  'id',
  'status',
  'isDraft',
  'version',
  'entityType',
  'createdAt',
  'updatedAt',
  'createdByUser',
  'updatedByUser',
  'rootline',
  'childrenCount',
  'publicApiUrl',
  'parent',
];

/** Shop-config fields the server derives; `isPublished` is sent only by the publish action. */
export const SERVER_CONFIG_FIELDS: readonly string[] = [
  'status',
  'isDraft',
  'isPublished',
  'streamProductCount',
  'streamProductEstimate',
  'pages',
];

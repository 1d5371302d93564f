// Transitional: deletes live in the entity write service (write.ts). handlers/collection.ts (replaced on
// another branch) still imports this name; point its successor at write.ts and delete this file.
export { DELETE_NOT_ALLOWED, deleteEntity, deleteMedia } from './write';

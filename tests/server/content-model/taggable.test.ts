// The contract's `taggable` fact (x-entity-types) is the one place that says which types can be tagged (the
// bulk tag actions of the overview and of the server read it): it must match the forms, i.e. exactly the
// types whose editor has the shared (not shop-constrained) `tags` field.
import { describe, expect, it } from 'vitest';
import { entityTypeFacts } from '@generated/entity-types';
import { formSchemaOf } from '@server/content-model/forms';
import { walkSections } from '@server/content-model/forms/walk';
import { hasTags } from '@server/services/bulk-actions/bulk-item';
import { ENTITY_TYPES, entityTypeConfig, type EntityType } from '@server/services/entities/types';

function formHasTags(type: EntityType): boolean {
  if (entityTypeConfig(type).store !== 'entities') return false;
  let found = false;
  walkSections(formSchemaOf(type).data, ({ node, appConstrained }) => {
    if (!appConstrained && node.component === 'DynamicTags' && node.name === 'tags') found = true;
  });
  return found;
}

describe('taggable types', () => {
  it.each([...ENTITY_TYPES])(
    '%s: the contract says taggable exactly when its form has the tags field',
    (type) => {
      expect(entityTypeFacts[type].taggable).toBe(formHasTags(type));
      expect(hasTags(type)).toBe(entityTypeFacts[type].taggable);
    },
  );

  it('media, tags, tag groups, rule sets and block types are not taggable; stories and bundles are', () => {
    const taggable = ENTITY_TYPES.filter((type) => entityTypeFacts[type].taggable);
    for (const type of ['image', 'video', 'tag', 'tag-group', 'scb-ruleset', 'block-type'] as EntityType[]) {
      expect(taggable).not.toContain(type);
    }
    expect(taggable).toEqual(
      expect.arrayContaining<EntityType>(['story', 'bundle', 'cluster', 'profile-brand']),
    );
  });
});

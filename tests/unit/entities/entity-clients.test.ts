// The SPA's side of the generated entity registry: one client call per role, none the product never allows.
import { describe, expect, it } from 'vitest';
import { entityClients } from '@generated/entity-clients';
import { entityOperations, type EntityRegistryEntry } from '@generated/entity-operations';
import { EntityType } from '@generated/model';

const TYPES = Object.values(EntityType);
const callsOf = (type: EntityType): EntityRegistryEntry['calls'] => entityOperations[type].calls;

describe('generated entity clients', () => {
  it('gives the SPA a call per role, without the calls the product never allows', () => {
    for (const type of TYPES) {
      const calls = entityClients[type];
      expect(typeof calls.list, type).toBe('function');
      expect(typeof calls.listKey, type).toBe('function');
      expect('delete' in calls, type).toBe(
        Boolean(callsOf(type).delete && !callsOf(type).delete?.notAllowed),
      );
    }
    expect(entityClients.story.listKey({ page: 2 })).toEqual([
      '/api/v2/pages',
      { page: 2, 'filter[type]': 'story' },
    ]);
    expect(entityClients['custom-page'].overviewSchemaKey()).toEqual(['/api/v2/overview/custom-pages']);
  });
});

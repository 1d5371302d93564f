// The entity registry generated from the contract (scripts/entity-registry.mjs): what it derives, that the
// generated files hold it, and that a contract it cannot read fails the generation instead of guessing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entityOperations,
  entityTypesByOperation,
  type EntityRegistryEntry,
} from '@generated/entity-operations';
import { entityTypeFacts, pageKinds } from '@generated/entity-types';
import { EntityType } from '@generated/model';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import * as generator from '@scripts/entity-registry.mjs';

const root = join(import.meta.dirname, '../..');
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const TYPES = Object.values(EntityType);
/** The calls of a type, widened from the literal registry so every role can be asked for. */
const callsOf = (type: EntityType): EntityRegistryEntry['calls'] => entityOperations[type].calls;
const operationIds = new Set(
  Object.values(spec.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
    Object.values(item).map((op) => op.operationId),
  ),
);

describe('generated entity registry', () => {
  it('gives every entity type a list and a get call, an overview schema and form fields', () => {
    for (const type of TYPES) {
      const calls = callsOf(type);
      for (const role of ['list', 'get', 'overviewSchema', 'formFields'] as const) {
        expect(calls[role]?.operationId, `${type} ${role}`).toBeDefined();
      }
      for (const call of Object.values(calls)) expect(operationIds.has(call.operationId)).toBe(true);
    }
  });

  it('derives the page kinds and the collection from the shared /pages calls', () => {
    expect([...pageKinds].sort()).toEqual(['brand-story', 'hotdrop', 'idol-story', 'story']);
    expect([...entityTypesByOperation.listPages!].sort()).toEqual([...pageKinds].sort());
    for (const kind of pageKinds) {
      expect(entityOperations[kind].collection).toBe('pages');
      expect(entityOperations[kind].calls.list.typeParam).toEqual({
        in: 'query',
        name: 'filter[type]',
        value: kind,
      });
      expect(entityOperations[kind].calls.create?.typeParam).toEqual({
        in: 'body',
        name: 'type',
        value: kind,
      });
    }
    expect(entityOperations.image.collection).toBe('media/images');
    expect(entityOperations['block-type'].collection).toBe('content/block-types');
  });

  it('binds a shared call whose parameter value differs from the type (profile exports)', () => {
    expect(entityOperations['profile-idol'].calls.export).toMatchObject({
      operationId: 'exportProfiles',
      typeParam: { in: 'path', name: 'type', value: 'idol' },
    });
    expect(entityTypesByOperation.deleteMedia).toEqual(['image', 'video']);
  });

  it('addresses overview schemas by plural, with the resource plural where the resource type differs', () => {
    expect(entityOperations.story.calls.overviewSchema).toMatchObject({
      operationId: 'getResourceOverviewSchema',
      pathParams: { resourcePlural: 'pages', entityPlural: 'stories' },
    });
    expect(entityOperations.bundle.calls.overviewSchema).toMatchObject({
      operationId: 'getOverviewSchema',
      pathParams: { entityPlural: 'bundles' },
    });
  });

  it('derives the disallow flags from the calls, and marks 405-only calls as not allowed', () => {
    const where = (flag: 'disallowCreation' | 'disallowExport' | 'disallowPublishing') =>
      TYPES.filter((type) => entityTypeFacts[type][flag]).sort();
    expect(where('disallowCreation')).toEqual(['block-type', 'category', 'image', 'profile-brand', 'video']);
    expect(where('disallowExport')).toEqual(
      ['block-type', 'core-page', 'image', 'profile-brand', 'profile-idol', 'scb-ruleset', 'video'].sort(),
    );
    expect(where('disallowPublishing')).toEqual(
      [
        'block-type',
        'image',
        'profile-brand',
        'profile-idol',
        'scb-ruleset',
        'tag',
        'tag-group',
        'video',
      ].sort(),
    );
    const notAllowed = TYPES.filter((type) => callsOf(type).delete?.notAllowed).sort();
    expect(notAllowed).toEqual(['category', 'profile-brand', 'tag', 'tag-group']);
  });

  it('types every operation of the contract for the server', () => {
    const source = readFileSync(join(root, 'generated/server-routes.ts'), 'utf8');
    for (const id of operationIds) expect(source).toContain(`  ${id}: {`);
    expect(source).toContain(
      'listPages: { Querystring: ListPagesParams & Required<Pick<ListPagesParams, "page" | "perPage">>; Reply: PageList };',
    );
    expect(source).toContain(
      'exportProfiles: { Params: { "type": "brand" | "idol" }; Body: ExportRequest };',
    );
  });

  it('writes what the generator derives from the contract (the committed files are current)', () => {
    expect(readFileSync(join(root, 'generated/entity-operations.ts'), 'utf8')).toBe(
      generator.entityOperationsSource(spec),
    );
    expect(readFileSync(join(root, 'generated/entity-types.ts'), 'utf8')).toBe(
      generator.entityTypesSource(spec),
    );
  });
});

describe('registry generation refuses a contract it cannot read', () => {
  const broken = (change: (copy: typeof spec) => void) => {
    const copy = structuredClone(spec);
    change(copy);
    return () => generator.buildRegistry(copy);
  };

  it('a type without facts', () => {
    expect(broken((s) => delete s.components.schemas.EntityType['x-entity-types'].teaser)).toThrow(
      'no facts for teaser',
    );
  });

  it('a type without a list call', () => {
    expect(broken((s) => delete s.paths['/teasers'].get['x-entity-type'])).toThrow('teaser has no list call');
  });

  it('two calls of one role for a type', () => {
    expect(broken((s) => (s.paths['/clusters'].get['x-entity-type'] = 'teaser'))).toThrow(
      'teaser has two list calls',
    );
  });

  it('an unknown role or type', () => {
    expect(broken((s) => (s.paths['/teasers'].get['x-entity-operation'] = 'browse'))).toThrow('browse');
    expect(broken((s) => (s.paths['/teasers'].get['x-entity-type'] = 'unicorn'))).toThrow(
      'unknown type unicorn',
    );
  });
});

// Stories to publish in the publishing and public API tests: created from a seeded story's content in the
// main shop and one more (complete enough to publish), read and saved back as the wizard does.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppConfig, Entity, EntityMeta } from '@generated/model';
import { appConfigs, entities } from '@server/db/schema';
import type { TestContext } from '../helper';
import { EDITOR_INCLUDE, type TenantFacts } from '../saves/fixtures';

export type Answer = { data: Entity; meta: EntityMeta };
const API = '/api/v2';

export function storyHelpers(ctx: TestContext, factsOf: () => TenantFacts) {
  async function read(id: number): Promise<Answer> {
    const response = await ctx.get(`/pages/${id}?include=${EDITOR_INCLUDE}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Answer;
  }

  function save(entity: Entity, changes: (config: AppConfig) => Partial<AppConfig> = () => ({})) {
    return ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${entity.id}`,
      payload: {
        ...entity,
        appConfigs: entity.appConfigs.map((config) => ({ ...config, ...changes(config) })),
      },
    });
  }

  const configRow = async (entityId: number, appId: number) => {
    const [row] = await ctx.app.db
      .select()
      .from(appConfigs)
      .where(and(eq(appConfigs.entityId, entityId), eq(appConfigs.appId, appId)));
    return row!;
  };

  /** A new story in the main shop and one more, complete enough to publish (what the seed's stories hold). */
  async function newStory(name: string): Promise<Answer> {
    const [seeded] = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(
        and(
          eq(entities.tenantId, factsOf().tenantId),
          eq(entities.entityType, 'story'),
          isNull(entities.deletedAt),
        ),
      )
      // The first seeded story (complete): without an order the planner's index choice picks one.
      .orderBy(asc(entities.id))
      .limit(1);
    const template = await read(seeded!.id);
    const source = template.data.appConfigs[0]!;
    const shops = [factsOf().mainAppId, factsOf().otherAppIds[0]!];
    const created = await ctx.inject({
      method: 'POST',
      url: `${API}/pages`,
      payload: {
        ...template.data,
        id: undefined,
        type: 'story',
        internalName: name,
        appConfigs: shops.map((appId, i) => ({
          ...source,
          id: undefined,
          appId,
          isPublished: undefined,
          name: `${name} ${i}`,
          slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${i}`,
        })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return read((created.json() as Answer).data.id);
  }

  return { read, save, configRow, newStory };
}

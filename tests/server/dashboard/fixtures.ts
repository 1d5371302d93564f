// Known content for dashboard and report tests: entities with shop configs written straight to the
// database, so each test knows exactly which rows a widget or report must find.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appConfigs, apps, entities, tenants } from '@server/db/schema';

export interface ConfigSpec {
  appId: number;
  isPublished?: boolean;
  activeFrom?: Date | null;
  activeUntil?: Date | null;
  published?: boolean;
  name?: string;
  slug?: string;
  seoTitle?: string;
  preview?: boolean;
  streamProductCount?: number | null;
  streamProductEstimate?: number | null;
}

export interface EntitySpec {
  type: string;
  name: string;
  updatedAt?: Date;
  tagIds?: number[];
  configs: ConfigSpec[];
}

export const DAY = 86_400_000;

export async function tenantOf(app: FastifyInstance) {
  const [tenant] = await app.db.select().from(tenants).limit(1);
  const shops = await app.db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(eq(apps.tenantId, tenant!.id))
    .orderBy(asc(apps.position));
  return { tenant: tenant!, shops };
}

export async function insertEntity(
  app: FastifyInstance,
  tenantId: number,
  spec: EntitySpec,
): Promise<number> {
  const updatedAt = spec.updatedAt ?? new Date();
  const [row] = await app.db
    .insert(entities)
    .values({
      tenantId,
      entityType: spec.type,
      internalName: spec.name,
      tagIds: spec.tagIds ?? [],
      isPublished: spec.configs.some((c) => c.isPublished),
      createdAt: updatedAt,
      updatedAt,
    })
    .returning({ id: entities.id });
  for (const config of spec.configs) {
    const name = config.name ?? spec.name;
    const draft = {
      ...(config.preview === false
        ? {}
        : {
            preview: { imagesByType: { desktop_default: { hash: 'abc', meta: { focus: 'center-center' } } } },
          }),
      seodata: { title: config.seoTitle ?? `${name} | Shop`, description: `${name} description` },
    };
    await app.db.insert(appConfigs).values({
      entityId: row!.id,
      appId: config.appId,
      name,
      slug: config.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      path: '/x',
      isPublished: config.isPublished ?? false,
      activeFrom: config.activeFrom ?? null,
      activeUntil: config.activeUntil ?? null,
      published: config.published || config.isPublished ? { name } : null,
      isDraft: false,
      draft,
      streamProductCount: config.streamProductCount ?? null,
      streamProductEstimate: config.streamProductEstimate ?? null,
      createdAt: updatedAt,
      updatedAt,
    });
  }
  return row!.id;
}

// What the overview filter forms offer: the tenant's shops and tag groups.
import { asc, eq } from 'drizzle-orm';
import type { OverviewContext } from '@server/content-model/overview/parts';
import type { Db } from '@server/db/client';
import { apps, tagGroups } from '@server/db/schema';

export async function overviewContext(db: Db, tenantId: number): Promise<OverviewContext> {
  const [shops, groups] = await Promise.all([
    db
      .select({ id: apps.id, name: apps.name, localeCode: apps.localeCode })
      .from(apps)
      .where(eq(apps.tenantId, tenantId))
      .orderBy(asc(apps.position)),
    db
      .select({ key: tagGroups.key, name: tagGroups.name })
      .from(tagGroups)
      .where(eq(tagGroups.tenantId, tenantId))
      .orderBy(asc(tagGroups.name)),
  ]);
  return { shops, tagGroups: groups };
}

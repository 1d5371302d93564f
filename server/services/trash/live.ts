// Live (not trashed) rows: every read of content adds one of these (services/trash keeps the trashed ones).
import { isNull, type SQL } from 'drizzle-orm';
import { entities, media } from '@server/db/schema';

/** Entity rows that are not in the trash. */
export const liveEntities = (): SQL => isNull(entities.deletedAt);
/** Media rows that are not in the trash. */
export const liveMedia = (): SQL => isNull(media.deletedAt);

// Entity catalogue reads, generic over the entity type.
//
// For colleagues (exports, dashboards …):
//   listEntities(db, type, query) → { rows, total, pagination }
//     type:  an EntityType ('bundle', 'story', 'image', 'tag' …) or several page kinds at once;
//     query: an EntityListQuery — build it from request parameters with
//            `parseListQuery(params, { tenantId, sortable: sortableFields(type) })` (./query.ts), or by hand
//            (`include` is a Set, `fields` an array; page/perPage/sortBy/sortDir are required).
//     rows:  the contract's row shapes (Entity, MediaImage/MediaVideo, Tag, TagGroup, BlockType) with the
//            relations of `query.include`; filtering, sorting and paging happen in SQL.
//   getEntity(db, type, tenantId, id, include) → the row or a 404 HttpError.
//   getEntityWithForm(db, type, tenantId, id, include) → { data: as getEntity, full: with every form part }
//   blockSchemas(db, tenantId, names) → block type name → its field schema
import type { BlockType, Entity, FormNode, MediaImage, Pagination, Tag, TagGroup } from '@generated/model';
import type { Db } from '@server/db/client';
import { HttpError } from '@server/http-error';
import { paginationOf } from '../pagination';
import {
  findEntityRow,
  FORM_INCLUDES,
  hydrateEntities,
  narrowToIncludes,
  queryEntityPage,
  queryEntityRows,
  type EntityRow,
} from './entity-store';
import { findMediaRow, hydrateMedia, queryMediaRows } from './media-store';
import type { EntityListQuery } from './query';
import {
  findTagGroupRow,
  findTagRow,
  hydrateTagGroups,
  hydrateTags,
  queryTagGroupRows,
  queryTagRows,
} from './tag-store';
import { entityTypeConfig, type EntityType } from './types';

export type EntityListRow = Entity | MediaImage | Tag | TagGroup | BlockType;

export interface EntityListResult<Row = EntityListRow> {
  rows: Row[];
  total: number;
  pagination: Pagination;
}

/** A block type is an entity row: name and schema in its shared fields, label as internal name. */
function toBlockType(row: EntityRow): BlockType {
  const fields = row.fields as { name?: string; icon?: string; schema?: BlockType['schema'] };
  return {
    id: row.id,
    name: fields.name ?? '',
    label: row.internalName,
    ...(fields.icon ? { icon: fields.icon } : {}),
    schema: fields.schema ?? [],
  };
}

const notFound = () => new HttpError(404, 'Not found.');

export async function listEntities(
  db: Db,
  type: EntityType | readonly EntityType[],
  query: EntityListQuery,
): Promise<EntityListResult> {
  const types = typeof type === 'string' ? [type] : type;
  const store = types.length ? entityTypeConfig(types[0]!).store : 'entities';
  let rows: EntityListRow[];
  let total: number;
  switch (store) {
    case 'media': {
      const found = await queryMediaRows(db, types[0] as 'image' | 'video', query);
      rows = await hydrateMedia(db, found.rows, query);
      total = found.total;
      break;
    }
    case 'tags': {
      const found = await queryTagRows(db, query);
      rows = await hydrateTags(db, found.rows, query);
      total = found.total;
      break;
    }
    case 'tag-groups': {
      const found = await queryTagGroupRows(db, query);
      rows = await hydrateTagGroups(db, found.rows, query);
      total = found.total;
      break;
    }
    case 'block-types': {
      const found = await queryEntityRows(db, types, query);
      rows = found.rows.map(toBlockType);
      total = found.total;
      break;
    }
    default: {
      const found = await queryEntityPage(db, types, query);
      rows = await hydrateEntities(db, found.rows, query, { preloaded: found.preloaded });
      total = found.total;
    }
  }
  return { rows, total, pagination: paginationOf(query.page, query.perPage, total, rows.length) };
}

export async function getEntity(
  db: Db,
  type: EntityType | readonly EntityType[],
  tenantId: number,
  id: number,
  include: Set<string>,
): Promise<EntityListRow> {
  const types = typeof type === 'string' ? [type] : type;
  const store = entityTypeConfig(types[0]!).store;
  const query = { include, fields: [] as string[] };
  switch (store) {
    case 'media': {
      const row = await findMediaRow(db, tenantId, id, types[0] as 'image' | 'video');
      if (!row) throw notFound();
      return (await hydrateMedia(db, [row], query))[0]!;
    }
    case 'tags': {
      const row = await findTagRow(db, tenantId, id);
      if (!row) throw notFound();
      return (await hydrateTags(db, [row], query))[0]!;
    }
    case 'tag-groups': {
      const row = await findTagGroupRow(db, tenantId, id);
      if (!row) throw notFound();
      return (await hydrateTagGroups(db, [row], query))[0]!;
    }
    case 'block-types': {
      const row = await findEntityRow(db, tenantId, types, id);
      if (!row) throw notFound();
      return toBlockType(row);
    }
    default: {
      const row = await findEntityRow(db, tenantId, types, id);
      if (!row) throw notFound();
      return (await hydrateEntities(db, [row], query, { full: true }))[0]!;
    }
  }
}

/**
 * Get by id for the editor: `data` answers `include` as getEntity does; `full` is the same entity with every
 * part the form schema edits (read once, then narrowed), for the completeness rules of meta.validation.
 */
export async function getEntityWithForm(
  db: Db,
  type: EntityType | readonly EntityType[],
  tenantId: number,
  id: number,
  include: Set<string>,
): Promise<{ data: EntityListRow; full: EntityListRow }> {
  const types = typeof type === 'string' ? [type] : type;
  if (entityTypeConfig(types[0]!).store !== 'entities') {
    const data = await getEntity(db, types, tenantId, id, include);
    return { data, full: data };
  }
  const full = (await getEntity(db, types, tenantId, id, new Set([...include, ...FORM_INCLUDES]))) as Entity;
  return { data: narrowToIncludes(full, include), full };
}

/** The field schemas of the named block types of a tenant (unknown names are left out). */
export async function blockSchemas(
  db: Db,
  tenantId: number,
  names: string[],
): Promise<Map<string, FormNode[]>> {
  if (!names.length) return new Map();
  const { rows } = await queryEntityRows(db, ['block-type'], {
    tenantId,
    names: [...new Set(names)],
    include: new Set(),
    fields: [],
    sortBy: 'id',
    sortDir: 'asc',
    page: 1,
    perPage: 1000,
  });
  return new Map(rows.map(toBlockType).map((block) => [block.name, block.schema]));
}

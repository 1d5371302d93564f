import type { Entity } from '../../../generated/model';
import { getEntityConfig, isEntityType } from '../../entities';

/** The row's edit route (spec 1 §2.1): its detail path, with the locale filter when a shop is selected. */
export function entityEditPath(row: Pick<Entity, 'id' | 'entityType'>, shopId?: number): string | undefined {
  if (!row.entityType || !isEntityType(row.entityType)) return undefined;
  const base = `${getEntityConfig(row.entityType).overviewPath.replace(/\/$/, '')}/${row.id}`;
  return shopId === undefined ? base : `${base}?${new URLSearchParams({ 'f[locale]': String(shopId) })}`;
}

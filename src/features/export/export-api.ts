import { exportBrandDiscoveries } from '../../../generated/api/brand-discoveries/brand-discoveries';
import { exportBundles } from '../../../generated/api/bundles/bundles';
import { exportCategories } from '../../../generated/api/categories/categories';
import { exportClusters } from '../../../generated/api/clusters/clusters';
import { exportCustomPages } from '../../../generated/api/custom-pages/custom-pages';
import { exportHighlights } from '../../../generated/api/highlights/highlights';
import { exportPages } from '../../../generated/api/pages/pages';
import { exportTagGroups, exportTags } from '../../../generated/api/tags/tags';
import { exportTeasers } from '../../../generated/api/teasers/teasers';
import type { ExportRequest, FilterPageTypeParameter } from '../../../generated/model';
import type { EntityType } from '../../entities';

/** Only 204 is a success (spec 1 §4.8); anything else is raised as an error by the API layer. */
const ONLY_204 = { validateStatus: (status: number) => status === 204 };

type ExportCall = (body: ExportRequest) => Promise<void>;

const pages =
  (type: FilterPageTypeParameter): ExportCall =>
  (body) =>
    exportPages(body, { 'filter[type]': type }, ONLY_204);

/** Entity type → its generated export call; types whose export is disallowed have none (spec 1 §3.1, §7). */
const EXPORTS: Partial<Record<EntityType, ExportCall>> = {
  bundle: (body) => exportBundles(body, ONLY_204),
  cluster: (body) => exportClusters(body, ONLY_204),
  category: (body) => exportCategories(body, ONLY_204),
  'custom-page': (body) => exportCustomPages(body, ONLY_204),
  'brand-discovery': (body) => exportBrandDiscoveries(body, ONLY_204),
  highlight: (body) => exportHighlights(body, ONLY_204),
  tag: (body) => exportTags(body, ONLY_204),
  'tag-group': (body) => exportTagGroups(body, ONLY_204),
  teaser: (body) => exportTeasers(body, ONLY_204),
  story: pages('story'),
  'brand-story': pages('brand-story'),
  'idol-story': pages('idol-story'),
  hotdrop: pages('hotdrop'),
};

/** The export call of a type; a developer error for a type without one. */
export function exportCall(type: EntityType): ExportCall {
  const call = EXPORTS[type];
  if (!call) throw new Error(`Unknown resource type for export: ${type}`);
  return call;
}

export function canExport(type: EntityType): boolean {
  return EXPORTS[type] !== undefined;
}

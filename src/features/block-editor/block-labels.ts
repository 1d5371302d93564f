import type { BlockType, ContentElement } from '@generated/model';
import { t } from '@/i18n';

/** Block types by name. */
export type BlockTypeMap = ReadonlyMap<string, BlockType>;

/** A block's definition label, or its type name when the type is unknown. */
export const blockLabel = (types: BlockTypeMap, element: ContentElement) =>
  types.get(element.type)?.label ?? element.type;

/** Spec 2 §2.7 row label: '{definition label} CPID: {cpid}', or '--' without a tracking id. */
export function rowLabel(types: BlockTypeMap, element: ContentElement): string {
  const cpid = element.tracking?.cpid;
  return cpid ? t('blocks.rowLabel', { label: blockLabel(types, element), cpid }) : t('blocks.noCpid');
}

// What a publish sends (spec 2 §4.1, §4.2): the wizard's controller writes it into the save payload and the
// publish feature decides it; neither imports the other, so the shapes live here.
import type { ContentStatus } from '@generated/model';

/**
 * A publish is a save of the clean form with these flags: per shop config (`appConfigs[].isPublished`, by
 * appId) for the types that publish per shop, the entity's own `isPublished` for a bundle.
 */
export type PublishFlags =
  | { level: 'entity'; isPublished: boolean }
  | { level: 'appConfig'; shops: Readonly<Record<number, boolean>> };

/** One shop config of the entity as publishing sees it, in the order of the values' appConfigs. */
export interface PublishShop {
  appId: number;
  /** The tenant shop's name (the app id as text when the tenant does not know the shop). */
  name: string;
  /** A config never saved counts as a draft. */
  status: ContentStatus;
  /** When the shop's content stops being online (ISO), if set. */
  activeUntil?: string | null;
}

// One row of the shop panel: a shop config of the entity joined with its tenant shop (spec 2 §2.5).
import type {
  App,
  ContentStatus,
  Translation,
  TranslationStatus as ApiTranslationStatus,
} from '@generated/model';
import type { AppConfigFormValues } from '@/entities';

/** The translation state of a shop; 'none' when the shop has no translation (spec 2 §3). */
export type TranslationStatus = ApiTranslationStatus | 'none';

/** What the badge shows of a shop's latest translation. */
export type ShopTranslation = Pick<Translation, 'status' | 'link' | 'createdAt' | 'confirmedAt'>;

export interface ShopRowModel {
  appId: number;
  /** The tenant shop's name; the app id as text when the tenant does not know the shop. */
  name: string;
  status: ContentStatus;
  isDraft: boolean;
  hidden: boolean;
  translationStatus: TranslationStatus;
  /** The shop's latest translation, when it has one. */
  translation?: ShopTranslation;
  config: AppConfigFormValues;
  app: App | undefined;
  /** Server validation errors of the shop (set by withErrorCounts). */
  errorCount?: number;
}

/** Hidden while hiddenUntil lies in the future (spec 2 §2.5); an unreadable date hides nothing. */
export function isHiddenNow(hiddenUntil: string | null | undefined, now: number = Date.now()): boolean {
  if (!hiddenUntil) return false;
  const until = Date.parse(hiddenUntil);
  return Number.isFinite(until) && until > now;
}

/** A config that was never saved has no status yet: like a never-published one it is a draft. */
export function configStatus(config: AppConfigFormValues): ContentStatus {
  return config.status ?? 'draft';
}

/** The rows of `configs`, in their order, with the shop facts of `apps`. */
export function shopRows(
  configs: readonly AppConfigFormValues[],
  apps: readonly App[],
  translations: ReadonlyMap<number, TranslationStatus> = new Map(),
  now: number = Date.now(),
): ShopRowModel[] {
  return configs.map((config) => {
    const app = apps.find((candidate) => candidate.id === config.appId);
    return {
      appId: config.appId,
      name: app?.name ?? String(config.appId),
      status: configStatus(config),
      isDraft: config.isDraft === true,
      hidden: isHiddenNow(config.hiddenUntil, now),
      translationStatus: translations.get(config.appId) ?? 'none',
      config,
      app,
    };
  });
}

/** The country code of a shop: its own, else the region of its locale ('de-AT' → 'AT'). */
export function shopCountryCode(app: App): string {
  return (app.countryCode ?? app.localeCode.split(/[-_]/)[1] ?? '').toUpperCase();
}

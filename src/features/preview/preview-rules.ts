// The pure rules of the preview panel (spec 2 §2.8, §4.8, §6, §9): devices and their sizes, live or mocked
// mode, the session request from the form's shop config, and the debounce of updates.
import type { AppConfigInput, EditorConfig, PreviewRequest } from '@generated/model';
import type { FeatureFlags } from '@/api/feature-flags';
import type { Environment } from '@/lib/environment';

export type PreviewDevice = 'desktop' | 'mobile';

/** The preview's part of GET /content/editor-config (spec 2 §7), the constants below when it names none. */
export type PreviewConfig = EditorConfig['preview'];

/** Desktop 1200 px at scale 0.8, mobile 400 px at scale 1 (spec 2 §2.8, §9). */
export const DEVICE_SIZES: Record<PreviewDevice, { width: number; scale: number }> = {
  desktop: { width: 1200, scale: 0.8 },
  mobile: { width: 400, scale: 1 },
};

/** Preview updates wait this long after the last change (spec 2 §9). */
export const PREVIEW_DEBOUNCE_MS = 300;

const DESKTOP_ONLY = new Set(['story', 'brand-story', 'idol-story', 'hotdrop']);

/** The devices a type can be previewed on: no mobile preview for the stories and hotdrop. */
export function previewDevices(entityType: string, config?: PreviewConfig): PreviewDevice[] {
  const desktopOnly = config?.noMobileEntityTypes?.includes(entityType) ?? DESKTOP_ONLY.has(entityType);
  return desktopOnly ? ['desktop'] : ['desktop', 'mobile'];
}

/** A device's width and scale: the editor config's, else DEVICE_SIZES. */
export function deviceSize(device: PreviewDevice, config?: PreviewConfig): { width: number; scale: number } {
  const configured = config?.devices?.[device];
  const fallback = DEVICE_SIZES[device];
  return { width: configured?.width ?? fallback.width, scale: configured?.scale ?? fallback.scale };
}

/** The female and male homepage custom pages per environment (develop uses the integration ids). */
export const HOMEPAGE_IDS: Record<Environment, readonly number[]> = {
  develop: [3048, 3049],
  integration: [3048, 3049],
  staging: [100015, 100016],
  production: [100364, 100366],
};

export interface PreviewMode {
  mocked: boolean;
  mockedPreviewType: 'data' | 'visual';
}

/**
 * Live or mocked (spec 2 §2.8, §6): brand discovery is always live; the homepage custom pages are mocked; the
 * mockedPreview feature flag mocks every other type; everything else is live. The flag's mockedPreviewType
 * (data or visual) chooses the mocked page's mode, visual by default.
 */
export function previewMode(input: {
  entityType: string;
  entityId: number | null;
  environment: Environment;
  flags: Pick<FeatureFlags, 'mockedPreview' | 'mockedPreviewType'>;
  /** The editor config's live types and mocked custom pages (this environment's homepages when it names none). */
  config?: PreviewConfig;
}): PreviewMode {
  const mockedPreviewType = input.flags.mockedPreviewType === 'data' ? 'data' : 'visual';
  const live = input.config?.liveEntityTypes ?? ['brand-discovery'];
  if (live.includes(input.entityType)) return { mocked: false, mockedPreviewType };
  const homepageIds = input.config?.mockedCustomPageIds ?? HOMEPAGE_IDS[input.environment];
  const homepage =
    input.entityType === 'custom-page' && input.entityId !== null && homepageIds.includes(input.entityId);
  return { mocked: homepage || input.flags.mockedPreview, mockedPreviewType };
}

/** The feature-flag headers that tell the server to answer the mocked preview page (spec 2 §6). */
export function modeHeaders(mode: PreviewMode): Record<string, string> {
  return mode.mocked
    ? { 'X-FeatureFlag-mockedPreview': 'true', 'X-FeatureFlag-mockedPreviewType': mode.mockedPreviewType }
    : {};
}

/** The session payload: the selected shop's config as the form holds it, unsaved. */
export function previewRequest(input: {
  entityType: string;
  entityId: number | null;
  appConfig: AppConfigInput;
  device: PreviewDevice;
}): PreviewRequest {
  return {
    appId: input.appConfig.appId,
    entityType: input.entityType,
    resourceId: input.entityId,
    device: input.device,
    content: input.appConfig as PreviewRequest['content'],
  };
}

/** Runs `fn` `ms` after the last call; `flush` runs a pending call now, `cancel` drops it. */
export function createDebouncer(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fn();
      }, ms);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      fn();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    pending: () => timer !== undefined,
  };
}

/**
 * Feature flags (spec 1 §6, spec 2 §6). Defaults below; a QA or developer can override any flag in the
 * browser with localStorage key `content.featureFlags` holding a JSON object, e.g. {"media": false}.
 * Each truthy flag is sent as an `X-FeatureFlag-{name}` header on every call.
 */
export interface FeatureFlags {
  allowTimetravel: boolean;
  mockedPreview: boolean;
  mockedPreviewType: 'data' | 'visual' | false;
  enableShopTranslations: boolean;
  /** On except on localhost. */
  enableWebsockets: boolean;
  enableOpenApiSchemas: boolean;
  /** Gates the videos entry of the media menu. */
  media: boolean;
}

const OVERRIDES_KEY = 'content.featureFlags';

export function defaultFeatureFlags(hostname: string): FeatureFlags {
  return {
    allowTimetravel: false,
    mockedPreview: false,
    mockedPreviewType: false,
    enableShopTranslations: true,
    enableWebsockets: hostname !== 'localhost' && hostname !== '127.0.0.1',
    enableOpenApiSchemas: false,
    media: true,
  };
}

function readOverrides(): Partial<FeatureFlags> {
  try {
    const raw = window.localStorage.getItem(OVERRIDES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Partial<FeatureFlags>) : {};
  } catch {
    return {};
  }
}

export function getFeatureFlags(): FeatureFlags {
  return { ...defaultFeatureFlags(window.location.hostname), ...readOverrides() };
}

/** `X-FeatureFlag-{name}` headers for the truthy flags; the value is the flag's own value. */
export function featureFlagHeaders(flags: FeatureFlags): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(flags)) {
    if (value) headers[`X-FeatureFlag-${name}`] = String(value);
  }
  return headers;
}

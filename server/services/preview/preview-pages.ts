// Addresses of the preview pages the server serves outside the back office (plugins/preview-pages.ts):
// the storefront preview page (live mode), the mocked preview (§2.1) and the built SDK at its stable address.

/** The SDK's version (preview-sdk/package.json); the file name carries it. */
export const PREVIEW_SDK_VERSION = '1.5.0';
export const PREVIEW_SDK_PATH = `/preview-sdk/preview-sdk-${PREVIEW_SDK_VERSION}.js`;
export const STOREFRONT_PREVIEW_PATH = '/storefront-preview';
export const MOCKED_PREVIEW_PATH = '/mocked-preview';
/** The page's bundle (renderers), built by scripts/build-preview.mjs into dist/. */
export const STOREFRONT_PAGE_SCRIPT = '/storefront-preview/page.js';
export const STOREFRONT_PAGE_STYLE = '/storefront-preview/page.css';

export interface PreviewPageTarget {
  previewId: string;
  appId: number;
  device: string;
  mocked: boolean;
  mockedPreviewType: 'data' | 'visual';
}

/** The frame address of a session: absolute on `origin`, root-relative when the origin is unknown (''). */
export function previewPageUrl(origin: string, target: PreviewPageTarget): string {
  const query = new URLSearchParams({ appId: String(target.appId) });
  if (target.mocked) query.set('mockedPreviewType', target.mockedPreviewType);
  query.set('previewId', target.previewId);
  if (!target.mocked) query.set('device', target.device);
  return `${origin}${target.mocked ? MOCKED_PREVIEW_PATH : STOREFRONT_PREVIEW_PATH}?${query.toString()}`;
}

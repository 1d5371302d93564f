import type { MediaImage } from '@generated/model/mediaImage';
import type { TenantUrls } from '@generated/model/tenantUrls';

/** Delivery quality of thumbnails and previews (spec 1 §7, §9). */
export const THUMBNAIL_QUALITY = 30;

export const SVG_MIME_TYPE = 'image/svg+xml';

/** What an image URL is built from: the media hash and, when known, the MIME type (svg is served as is). */
export interface ImageSource {
  hash: string;
  mimeType?: string | null;
}

export type UrlQuery = Record<string, string | number | boolean | null | undefined>;

function trimSlash(base: string): string {
  return base.replace(/\/+$/, '');
}

function queryString(query: UrlQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

/** Whether the image is an svg (by MIME type, else by a `.svg` ending of the hash). */
export function isSvg(source: ImageSource): boolean {
  if (source.mimeType) return source.mimeType.toLowerCase() === SVG_MIME_TYPE;
  return source.hash.toLowerCase().endsWith('.svg');
}

/** The image source of an uploaded image (media entity). */
export function mediaImageSource(image: Pick<MediaImage, 'hash' | 'meta'>): ImageSource {
  return { hash: image.hash, mimeType: image.meta.mimeType };
}

/**
 * The URL of an image: `{damPublic}/file/{hash}?{query}`; an svg is served unchanged from
 * `{damPublic}/assets/{hash}` (no query: it is not re-encoded).
 */
export function imageUrl(
  urls: Pick<TenantUrls, 'damPublic'>,
  source: ImageSource,
  query: UrlQuery = {},
): string {
  const base = trimSlash(urls.damPublic);
  const hash = encodeURIComponent(source.hash);
  if (isSvg(source)) return `${base}/assets/${hash}`;
  const search = queryString(query);
  return search ? `${base}/file/${hash}?${search}` : `${base}/file/${hash}`;
}

/** A thumbnail/preview URL: the image at quality 30. */
export function imageThumbnailUrl(
  urls: Pick<TenantUrls, 'damPublic'>,
  source: ImageSource,
  query: UrlQuery = {},
): string {
  return imageUrl(urls, source, { quality: THUMBNAIL_QUALITY, ...query });
}

/** The URL of a video: `{videoBucket}/{hash}`. */
export function videoUrl(urls: Pick<TenantUrls, 'videoBucket'>, hash: string): string {
  return `${trimSlash(urls.videoBucket)}/${encodeURIComponent(hash)}`;
}

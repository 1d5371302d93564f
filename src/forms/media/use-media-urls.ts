import { useMemo } from 'react';
import { useCurrentTenant } from '@/api/session';
import { imageThumbnailUrl, imageUrl, videoUrl, type ImageSource, type UrlQuery } from './media-urls';

export interface MediaUrlBuilders {
  imageUrl: (source: ImageSource, query?: UrlQuery) => string;
  imageThumbnailUrl: (source: ImageSource, query?: UrlQuery) => string;
  videoUrl: (hash: string) => string;
}

/** The media URL builders bound to the current tenant's `urls`; null until the tenant has loaded. */
export function useMediaUrls(): MediaUrlBuilders | null {
  const { data: tenant } = useCurrentTenant();
  const urls = tenant?.urls;
  return useMemo(
    () =>
      urls
        ? {
            imageUrl: (source, query) => imageUrl(urls, source, query),
            imageThumbnailUrl: (source, query) => imageThumbnailUrl(urls, source, query),
            videoUrl: (hash) => videoUrl(urls, hash),
          }
        : null,
    [urls],
  );
}

import { createContext, useContext } from 'react';
import type { App } from '@generated/model';
import type { EntityConfig } from '@/entities';

export interface MediaUrls {
  imageThumbnailUrl: (source: { hash: string; mimeType?: string | null }) => string;
  imageUrl: (source: { hash: string; mimeType?: string | null }) => string;
  videoUrl: (hash: string) => string;
}

/** What cells and actions of one overview share: the entity type, the tenant's shops and the media URLs. */
export interface OverviewContextValue {
  config: EntityConfig;
  apps: readonly App[];
  mediaUrls: MediaUrls | null;
  /** Show a short notification (snackbar). */
  notify: (message: string, severity?: 'success' | 'error') => void;
  /** Refetch the list (after a stream-product recalculation). */
  refetchList: () => void;
}

export const OverviewContext = createContext<OverviewContextValue | null>(null);

export function useOverviewContext(): OverviewContextValue {
  const value = useContext(OverviewContext);
  if (!value) throw new Error('OverviewContext is missing');
  return value;
}

import { t, type MessageKey } from '@/i18n';

/**
 * The human label of an image or video key of a media set ('desktop_default' → 'Desktop'); a key without its
 * own label reads as words ('hero_wide' → 'Hero wide').
 */
export function mediaKeyLabel(key: string): string {
  const messageKey = `media.key.${key}` as MessageKey;
  const label = t(messageKey) as string | undefined;
  // A text t does not know: undefined, or the key itself where the dictionary may be partial.
  if (label && label !== messageKey) return label;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

import { bootMessages } from './boot';
import type { en, MessageKey } from './en';

export type { MessageKey };

export type MessageParams = Record<string, string | number>;

/**
 * The texts known so far. In the built app these are at first only the first screen's (sign-in, errors,
 * loading: scripts/vite-i18n-boot.mjs); `./complete` installs every text before the signed-in app's modules run.
 */
let messages: Partial<Record<MessageKey, string>> = bootMessages;

/** Installs the full dictionary (`./complete` does, as the signed-in app loads). */
export function installMessages(all: typeof en): void {
  messages = all;
}

/** The English text of `key` with `{name}` placeholders replaced; unknown placeholders stay as they are. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = messages[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

import { en, type MessageKey } from './en';

export type { MessageKey };

export type MessageParams = Record<string, string | number>;

/** The English text of `key` with `{name}` placeholders replaced; unknown placeholders stay as they are. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text: string = en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

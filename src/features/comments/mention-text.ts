// Mentions in comment text (spec 2 §3, issue 23). Stored form: mentions are `<@U{id}>`, the rest is plain text with
// `&`, `<` and `>` escaped as `&amp;`, `&lt;`, `&gt;` — so text a user types can never forge a mention or carry
// markup. The composer keeps plain text with `@Name` for each picked person; encodeComment turns it into the stored
// form, commentSegments turns a stored text back into text and mention parts (current names; unknown ids shown as
// '<unknown>'). Pure.

export interface MentionPick {
  id: number;
  name: string;
}

export type CommentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; id: number; name: string | null };

const TOKEN = /<@U(\d{1,10})>/g;

export const escapeCommentText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const unescapeCommentText = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The stored form of composer text: each `@Name` of a picked person becomes `<@U{id}>`, the rest is escaped. */
export function encodeComment(text: string, picks: readonly MentionPick[]): string {
  // Longer names first, so 'Mara Lind-Berg' wins over 'Mara Lind'.
  const names = [...picks].sort((a, b) => b.name.length - a.name.length);
  let out = '';
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const pick = text[i] === '@' ? names.find((p) => text.startsWith(`@${p.name}`, i)) : undefined;
    if (pick) {
      out += escapeCommentText(plain) + `<@U${pick.id}>`;
      plain = '';
      i += pick.name.length + 1;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  return out + escapeCommentText(plain);
}

/** A stored text as text and mention parts; `names` are the current display names by user id. */
export function commentSegments(stored: string, names: ReadonlyMap<number, string>): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of stored.matchAll(TOKEN)) {
    if (match.index > last) {
      segments.push({ kind: 'text', text: unescapeCommentText(stored.slice(last, match.index)) });
    }
    const id = Number(match[1]);
    segments.push({ kind: 'mention', id, name: names.get(id) ?? null });
    last = match.index + match[0].length;
  }
  if (last < stored.length) segments.push({ kind: 'text', text: unescapeCommentText(stored.slice(last)) });
  return segments;
}

/** The `@term` being typed just before the caret (the mention picker's search), or null. */
export function mentionQuery(text: string, caret: number): { term: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@<>]{0,40})$/.exec(before);
  if (!match) return null;
  return { term: match[2]!, start: caret - match[2]!.length - 1 };
}

/** Puts `@Name ` in place of the `@term` that starts at `start` and ends at the caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** Only the picks whose `@Name` is still in the text. */
export const picksInText = (text: string, picks: readonly MentionPick[]) =>
  picks.filter(
    (pick, index) => text.includes(`@${pick.name}`) && picks.findIndex((p) => p.id === pick.id) === index,
  );

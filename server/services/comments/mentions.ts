// The stored form of a comment's text (issue 23): mentions are `<@U{id}>`, everything else is plain text whose
// `<` and `>` are escaped, so typed text can never forge a mention or carry markup. Clients send `<`, `>` and
// `&` escaped as `&lt;`, `&gt;`, `&amp;`; a raw `<` or `>` outside a mention is escaped here, and a name a client
// put into a mention (`<@U2|Mara Lind>`) is stripped, so the current display name is shown. Pure.

/** A mention token as the server accepts it (with an optional name after `|`). */
const MENTION = /<@U(\d{1,10})(?:\|[^<>]*)?>/g;

export const mentionToken = (userId: number) => `<@U${userId}>`;

const escapeMarkup = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface NormalisedComment {
  text: string;
  /** Mentioned user ids in order of first appearance, each once. */
  mentionedIds: number[];
}

export function normaliseCommentText(raw: string): NormalisedComment {
  let text = '';
  const ids: number[] = [];
  let last = 0;
  for (const match of raw.matchAll(MENTION)) {
    const id = Number(match[1]);
    text += escapeMarkup(raw.slice(last, match.index));
    last = match.index + match[0].length;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      text += escapeMarkup(match[0]);
      continue;
    }
    text += mentionToken(id);
    if (!ids.includes(id)) ids.push(id);
  }
  text += escapeMarkup(raw.slice(last));
  return { text, mentionedIds: ids };
}

/** The mentioned ids of a stored text. */
export const mentionedIdsOf = (stored: string) => normaliseCommentText(stored).mentionedIds;

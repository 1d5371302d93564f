// How deep a JSON text nests, read before it is parsed (issue 26 §4): a body of a few kilobytes nesting
// thousands of levels overflows the stack of whatever walks it later (validation, handlers). Every request
// body is refused past MAX_JSON_DEPTH levels, far above any payload the contract describes.

/** Objects and arrays inside each other, at most; the deepest payload of the contract is far below. */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = (max = MAX_JSON_DEPTH) =>
  `The request body must not nest objects and arrays deeper than ${max} levels.`;

/** Whether `text` opens more than `max` objects/arrays inside each other (brackets in strings do not count). */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

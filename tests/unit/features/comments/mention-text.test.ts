import { describe, expect, it } from 'vitest';
import {
  commentSegments,
  encodeComment,
  insertMention,
  mentionQuery,
  picksInText,
} from '@/features/comments/mention-text';

const MARA = { id: 2, name: 'Mara Lind' };
const JONAS = { id: 3, name: 'Jonas Weber' };

describe('encodeComment', () => {
  it('turns picked @Names into <@U{id}> and escapes everything else', () => {
    expect(encodeComment('@Mara Lind please check <b>this</b> & @Jonas Weber', [MARA, JONAS])).toBe(
      '<@U2> please check &lt;b&gt;this&lt;/b&gt; &amp; <@U3>',
    );
  });

  it('never lets typed text forge a mention', () => {
    expect(encodeComment('<@U1> is not a mention, &lt; neither', [])).toBe(
      '&lt;@U1&gt; is not a mention, &amp;lt; neither',
    );
    // An @Name nobody picked stays text.
    expect(encodeComment('@Mara Lind', [])).toBe('@Mara Lind');
  });

  it('prefers the longer of two names that start alike', () => {
    expect(encodeComment('@Mara Lind-Berg', [MARA, { id: 9, name: 'Mara Lind-Berg' }])).toBe('<@U9>');
  });
});

describe('commentSegments', () => {
  it('renders stored text with current names, typed text as it was typed, unknown ids as null', () => {
    const names = new Map([[2, 'Mara Lind']]);
    const stored = encodeComment('Hi @Mara Lind, <@U1> & <i>', [MARA]) + ' <@U77>';
    expect(commentSegments(stored, names)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', id: 2, name: 'Mara Lind' },
      { kind: 'text', text: ', <@U1> & <i> ' },
      { kind: 'mention', id: 77, name: null },
    ]);
  });

  it('round-trips every text without picks', () => {
    const text = 'a &amp; b <c> &lt;@U2&gt; @x';
    const segments = commentSegments(encodeComment(text, []), new Map());
    expect(segments).toEqual([{ kind: 'text', text }]);
  });
});

describe('the mention picker helpers', () => {
  it('finds the @term before the caret', () => {
    expect(mentionQuery('Hello @ma', 9)).toEqual({ term: 'ma', start: 6 });
    expect(mentionQuery('@', 1)).toEqual({ term: '', start: 0 });
    expect(mentionQuery('mail@example', 12)).toBeNull();
    expect(mentionQuery('Hello @ma more', 14)).toBeNull();
  });

  it('inserts the picked name and keeps only picks still in the text', () => {
    expect(insertMention('Hello @ma!', 6, 9, 'Mara Lind')).toEqual({ text: 'Hello @Mara Lind !', caret: 17 });
    expect(picksInText('Hi @Mara Lind', [MARA, JONAS, MARA])).toEqual([MARA]);
  });
});

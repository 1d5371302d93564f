// Deeply nested JSON is refused at parse time (issue 26 §4): 422 in the Laravel shape, never a 500.
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, tooDeepMessage } from '@server/validation/json-depth';
import { setupApp } from './helper';

const nested = (levels: number, open = '{"a":', close = '}') =>
  `${open.repeat(levels)}1${close.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays inside each other, not brackets in strings', () => {
    expect(jsonNestsDeeperThan(nested(64))).toBe(false);
    expect(jsonNestsDeeperThan(nested(65))).toBe(true);
    expect(jsonNestsDeeperThan(nested(65, '[', ']'))).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":[${'{"b":1},'.repeat(500)}{}]}`)).toBe(false); // wide, not deep
    expect(jsonNestsDeeperThan(`{"text":"${'[{'.repeat(200)}"}`)).toBe(false);
    expect(jsonNestsDeeperThan(`{"text":"a\\"${'['.repeat(200)}"}`)).toBe(false); // escaped quote
    expect(jsonNestsDeeperThan(`{"t":"\\\\"${'[1,'.repeat(80)}`)).toBe(true); // escaped backslash ends
  });
});

const t = setupApp();

describe('a deeply nested body', () => {
  it.each([
    ['objects, 3,000 levels', nested(3000)],
    ['arrays, 20,000 levels', nested(20_000, '[', ']')],
    ['one level past the limit', nested(MAX_JSON_DEPTH + 1)],
  ])('%s: 422 with the message, on a create and an export', async (_label, payload) => {
    for (const url of ['/api/v2/pages', '/api/v2/pages/export']) {
      const response = await t.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual({
        message: tooDeepMessage(),
        errors: { body: [tooDeepMessage()] },
      });
    }
  });

  it('at the limit is parsed and judged by the schema as usual', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v2/pages',
      payload: `{"type":"story","internalName":${nested(MAX_JSON_DEPTH - 1)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain(tooDeepMessage());
  });
});

// Drizzle applies a journal entry only when its `when` is later than the last migration a database has: an
// entry older than one already shipped is skipped on every existing database (0017_color_scheme was, on
// databases that had 0018). So the journal grows in time, in file order, one entry per SQL file, and a new
// migration takes the next number after the highest (this test cannot know what shipped: review that).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../server/db/migrations');
const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('lists every SQL file once, in file order', () => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => file.replace(/\.sql$/, ''));
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });

  it('grows in time, so an existing database applies every newer entry', () => {
    const whens = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < whens.length; i++) {
      expect(whens[i], journal.entries[i]!.tag).toBeGreaterThan(whens[i - 1]!);
    }
  });
});

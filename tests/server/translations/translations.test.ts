// Translations (issue 24; spec 2 §3, §4.3, §7, §8): request per target shop with its recorded units, list,
// get, confirm; the file-exchange provider's XLIFF 2.0 / JSON file, its round trip and the refusals of bad
// files, shops and states; the tenant boundary.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentElement, Translation, TranslationUnit } from '@generated/model';
import {
  GetTranslationResponse,
  ListTranslationsResponse,
  RequestTranslationResponse,
  UploadTranslationFileResponse,
} from '@generated/zod/translations/translations.zod';
import { apps, entities, tenants, translations } from '@server/db/schema';
import { readXliff, writeXliff, type ExchangeFile } from '@server/services/translations/exchange-file';
import type { TranslationProvider } from '@server/services/translations/provider';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
let pageId: number;
let shopA: number;
let shopB: number;
let shopOff: number;

const TITLE = 'Trenchcoats & <Mäntel> "neu"';
const DESCRIPTION = 'Der Trenchcoat-Guide';
const HEADLINE = 'Jetzt entdecken';

const headline = (id: number, index: number, text: string, cpid: string): ContentElement => ({
  id,
  index,
  type: 'headline',
  attributes: { text, textAlign: 'left' },
  position: { slot: 'main', index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid },
});

const config = (appId: number, extra: Record<string, unknown> = {}) => ({
  appId,
  name: `Trench ${appId}`,
  slug: `trench-${appId}`,
  seodata: { title: TITLE, description: DESCRIPTION, robots: 'index,follow' },
  contentElements: [headline(400001, 0, HEADLINE, 'Hdl001'), headline(400002, 1, 'Nur hier', 'Hdl002')],
  ...extra,
});

const VOCABULARY = { [TITLE]: '', [DESCRIPTION]: '', [HEADLINE]: '' };

const request = (payload: Record<string, unknown>) =>
  ctx.inject({ method: 'POST', url: '/api/v2/translations', payload });
const requestFor = (targetAppIds: number[]) =>
  request({ targetAppIds, resourceType: 'custom-page', resourceId: pageId, input: VOCABULARY });
const download = (id: number, format = 'xliff') => ctx.get(`/translations/${id}/file?format=${format}`);
const upload = (id: number, file: string) =>
  ctx.inject({ method: 'PUT', url: `/api/v2/translations/${id}/file`, payload: { file } });
const fetchOne = async (id: number): Promise<Translation> =>
  (await ctx.get(`/translations/${id}`)).json().data;

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  [shopA, shopB, shopOff] = facts.otherAppIds as [number, number, number];
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/v2/custom-pages',
    payload: {
      internalName: 'Trench guide',
      appConfigs: [
        config(facts.mainAppId),
        config(shopA),
        config(shopB, { seodata: { title: 'Eigener Titel' } }),
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  pageId = created.json().data.id;
});

describe('requesting a translation', () => {
  let first: Translation[];

  it('creates one translation per target shop, in translation with its exchange file as link', async () => {
    const answer = await requestFor([shopA, shopB]);
    expect(answer.statusCode).toBe(201);
    expect(RequestTranslationResponse.safeParse(answer.json()).success).toBe(true);
    first = answer.json().data;
    expect(first.map((t) => [t.appId, t.status, t.resourceType, t.resourceId])).toEqual([
      [shopA, 'in_translation', 'custom-page', pageId],
      [shopB, 'in_translation', 'custom-page', pageId],
    ]);
    expect(first[0]!.link).toBe(`/api/v2/translations/${first[0]!.id}/file`);
  });

  it('records the target shop’s values that are in the vocabulary, one unit each', async () => {
    expect(
      GetTranslationResponse.safeParse((await ctx.get(`/translations/${first[0]!.id}`)).json()).success,
    ).toBe(true);
    const a = await fetchOne(first[0]!.id);
    expect(a.output).toBeNull();
    expect(a.input).toEqual(VOCABULARY);
    expect(a.units).toEqual<TranslationUnit[]>([
      {
        id: `custom-page.${pageId}.${shopA}.field:seodata.title`,
        path: 'field:seodata.title',
        source: TITLE,
        label: 'SEO title',
        blockType: null,
      },
      {
        id: `custom-page.${pageId}.${shopA}.field:seodata.description`,
        path: 'field:seodata.description',
        source: DESCRIPTION,
        label: 'SEO description',
        blockType: null,
      },
      {
        id: `custom-page.${pageId}.${shopA}.block:400001:text`,
        path: 'block:400001:text',
        source: HEADLINE,
        label: 'Text',
        blockType: 'headline',
      },
    ]);
    // Shop B has its own title: that value is not the main shop's, so it is no unit.
    const b = await fetchOne(first[1]!.id);
    expect(b.units!.map((unit) => unit.path)).toEqual(['block:400001:text']);
  });

  it('lists an entity’s translations (perPage 100) and a shop’s', async () => {
    const list = await ctx.get(
      `/translations?filter[resourceType]=custom-page&filter[resourceId]=${pageId}&perPage=100`,
    );
    expect(list.statusCode).toBe(200);
    expect(ListTranslationsResponse.safeParse(list.json()).success).toBe(true);
    expect(list.json().data.map((t: Translation) => t.appId)).toEqual([shopA, shopB]);
    expect(list.json().meta.pagination).toMatchObject({ total: 2, perPage: 100 });
    const one = await ctx.get(
      `/translations?filter[resourceType]=custom-page&filter[resourceId]=${pageId}&filter[appId]=${shopB}`,
    );
    expect(one.json().data.map((t: Translation) => t.id)).toEqual([first[1]!.id]);
  });

  it('answers EMPTY_VOCABULARY for an empty vocabulary and stores nothing', async () => {
    const answer = await request({
      targetAppIds: [shopA],
      resourceType: 'custom-page',
      resourceId: pageId,
      input: {},
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.input).toEqual(['EMPTY_VOCABULARY']);
  });

  it('refuses a shop that is not on the entity and the main shop, storing nothing', async () => {
    const before = await ctx.app.db.select().from(translations);
    const off = await requestFor([shopA, shopOff]);
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.targetAppIds).toEqual([`The shop ${shopOff} is not on this entity.`]);
    const main = await requestFor([facts.mainAppId]);
    expect(main.statusCode).toBe(422);
    expect(await ctx.app.db.select().from(translations)).toHaveLength(before.length);
  });

  it('answers 502 FAILED_REQUEST when the provider fails, storing nothing', async () => {
    const before = await ctx.app.db.select().from(translations);
    const original = ctx.app.translationProvider;
    const failing: TranslationProvider = {
      name: 'failing',
      request: async () => {
        throw new Error('service down');
      },
    };
    ctx.app.translationProvider = failing;
    try {
      const answer = await requestFor([shopA, shopB]);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ message: 'Translation request failed', code: 'FAILED_REQUEST' });
    } finally {
      ctx.app.translationProvider = original;
    }
    expect(await ctx.app.db.select().from(translations)).toHaveLength(before.length);
  });

  it('refuses a type without translations and an unknown entity', async () => {
    const bundle = await request({
      targetAppIds: [shopA],
      resourceType: 'bundle',
      resourceId: 1,
      input: VOCABULARY,
    });
    expect([404, 422]).toContain(bundle.statusCode);
    const missing = await request({
      targetAppIds: [shopA],
      resourceType: 'custom-page',
      resourceId: 999_999,
      input: VOCABULARY,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the exchange file', () => {
  let translation: Translation;
  let other: Translation;

  beforeAll(async () => {
    const answer = await requestFor([shopA, shopB]);
    [translation, other] = answer.json().data;
  });

  it('is XLIFF 2.0 with one unit per recorded value, label and block type as notes, escaped', async () => {
    const file = await download(translation.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xliff+xml');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="translation-\d+-custom-page-\d+-.+\.xlf"$/,
    );
    const text = file.body;
    expect(text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"');
    expect(text).toContain(`original="custom-page/${pageId}/${shopA}"`);
    expect(text).toContain('<source>Trenchcoats &amp; &lt;Mäntel&gt; "neu"</source>');
    expect(text).toContain('<note category="blockType">headline</note>');
    const parsed = readXliff(text);
    expect(
      parsed.units.map(({ id, source, label, blockType }) => ({ id, source, label, blockType })),
    ).toEqual(
      (await fetchOne(translation.id)).units!.map(({ id, source, label, blockType }) => ({
        id,
        source,
        label,
        blockType,
      })),
    );
    expect(parsed.units.every((unit) => unit.target === '')).toBe(true);
  });

  it('round-trips: an untouched file uploaded back changes nothing (0 differences)', async () => {
    const before = (await download(translation.id)).body;
    const answer = await upload(translation.id, before);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.output).toEqual({});
    expect((await download(translation.id)).body).toBe(before);
  });

  it('fills output from the translated file, which downloads again with the same content', async () => {
    const file = readXliff((await download(translation.id)).body);
    const targets: Record<string, string> = {
      [TITLE]: 'Trenchcoats & <jassen> "nieuw"',
      [DESCRIPTION]: 'De trenchcoat-gids\nmet twee regels',
      [HEADLINE]: 'Nu ontdekken',
    };
    const translated: ExchangeFile = {
      ...file,
      units: file.units.map((unit) => ({ ...unit, target: targets[unit.source]! })),
    };
    const answer = await upload(translation.id, writeXliff(translated));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ status: 'in_translation', output: targets });
    expect(UploadTranslationFileResponse.safeParse(answer.json()).success).toBe(true);
    const again = readXliff((await download(translation.id)).body);
    const differences = again.units.filter(
      (unit, i) => JSON.stringify(unit) !== JSON.stringify(translated.units[i]),
    );
    expect(differences).toEqual([]);
    expect(again.units).toHaveLength(translated.units.length);
  });

  it('reads the JSON form too', async () => {
    const json = await download(other.id, 'json');
    expect(json.headers['content-type']).toContain('application/json');
    const data = JSON.parse(json.body);
    expect(data).toMatchObject({ format: 'content-translation', original: `custom-page/${pageId}/${shopB}` });
    data.units[0].target = 'Nu ontdekken';
    const answer = await upload(other.id, JSON.stringify(data));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.output).toEqual({ [HEADLINE]: 'Nu ontdekken' });
  });

  it('refuses a malformed file, a file of another shop, a foreign unit and a changed source, changing nothing', async () => {
    const before = await fetchOne(translation.id);
    const good = (await download(translation.id)).body;
    const cases: [string, RegExp][] = [
      ['<xliff version="2.0"><file>', /could not be read/],
      ['not a file', /could not be read/],
      ['<!DOCTYPE x [<!ENTITY a "b">]><x/>', /could not be read/],
      ['<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"/>', /not an XLIFF 2.0 file/],
      [(await download(other.id)).body, /belongs to custom-page\/\d+\/\d+, not to/],
      [
        good.replace(/<unit id="([^"]+)" name="([^"]+)"/, '<unit id="$1" name="page.1.1.field:bogus"'),
        /not part of this translation/,
      ],
      [
        good.replace('<source>Der Trenchcoat-Guide</source>', '<source>Anders</source>'),
        /source of unit .* has been changed/,
      ],
      [good.replace(/<target>[^<]*<\/target>/, '<target>a<b/>c</target>'), /holds markup/],
    ];
    for (const [file, message] of cases) {
      expect(file, 'each case differs from the good file').not.toBe(good);
      const answer = await upload(translation.id, file);
      expect(answer.statusCode, file.slice(0, 80)).toBe(422);
      expect(answer.json().errors.file[0]).toMatch(message);
    }
    expect(await fetchOne(translation.id)).toEqual(before);
  });

  it('confirms once: a second confirm and a later upload get 409 and change nothing', async () => {
    const confirmed = await ctx.inject({ method: 'PUT', url: `/api/v2/translations/${other.id}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', link: null });
    expect(confirmed.json().data.confirmedAt).toEqual(expect.any(String));
    const again = await ctx.inject({ method: 'PUT', url: `/api/v2/translations/${other.id}/confirm` });
    expect(again.statusCode).toBe(409);
    const late = await upload(other.id, (await download(other.id)).body);
    expect(late.statusCode).toBe(409);
    expect(await fetchOne(other.id)).toEqual(confirmed.json().data);
  });
});

describe('the tenant boundary', () => {
  it('never shows or changes another tenant’s translation, nor requests one for its entity', async () => {
    const db = ctx.app.db;
    const [other] = await db
      .insert(tenants)
      .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
      .returning();
    const [shop] = await db
      .insert(apps)
      .values({
        tenantId: other!.id,
        name: 'Outlet',
        localeCode: 'fr-FR',
        languageCode: 'fr',
        shopUrls: {} as never,
      })
      .returning();
    const [page] = await db
      .insert(entities)
      .values({ tenantId: other!.id, entityType: 'custom-page', internalName: 'Foreign' })
      .returning();
    const [row] = await db
      .insert(translations)
      .values({
        tenantId: other!.id,
        resourceType: 'page',
        entityId: page!.id,
        appId: shop!.id,
        status: 'in_translation',
        provider: 'file-exchange',
        input: { Geheim: '' },
        units: [],
      })
      .returning();
    expect((await ctx.get(`/translations/${row!.id}`)).statusCode).toBe(404);
    expect((await download(row!.id)).statusCode).toBe(404);
    expect((await upload(row!.id, '{}')).statusCode).toBe(404);
    expect(
      (await ctx.inject({ method: 'PUT', url: `/api/v2/translations/${row!.id}/confirm` })).statusCode,
    ).toBe(404);
    const list = await ctx.get(`/translations?filter[resourceType]=page&filter[resourceId]=${page!.id}`);
    expect(list.json().data).toEqual([]);
    const foreign = await request({
      targetAppIds: [shop!.id],
      resourceType: 'page',
      resourceId: page!.id,
      input: VOCABULARY,
    });
    expect(foreign.statusCode).toBe(404);
    const [stored] = await db.select().from(translations).where(eq(translations.id, row!.id));
    expect(stored!.status).toBe('in_translation');
  });

  it('needs a signed-in user', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v2/translations' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the recorded units', () => {
  it('stay as they were when the target shop is edited after the request', async () => {
    const [requested] = (await requestFor([shopA])).json().data as Translation[];
    const before = await fetchOne(requested!.id);
    const read = await ctx.get(
      `/custom-pages/${pageId}?include=appConfigs.contentElements,appConfigs.seodata`,
    );
    const entity = read.json().data;
    const edited = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/custom-pages/${pageId}`,
      payload: {
        version: entity.version,
        internalName: entity.internalName,
        appConfigs: entity.appConfigs.map((config: { appId: number; seodata: Record<string, unknown> }) =>
          config.appId === shopA
            ? { ...config, seodata: { ...config.seodata, title: 'Handmatig verbeterd' } }
            : config,
        ),
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = await fetchOne(requested!.id);
    expect(after.units).toEqual(before.units);
    expect(after.units!.find((unit) => unit.path === 'field:seodata.title')!.source).toBe(TITLE);
  });
});

describe('the XLIFF reader and writer', () => {
  const file: ExchangeFile = {
    original: 'page/1/2',
    srcLang: 'de-DE',
    trgLang: 'nl-NL',
    units: [
      {
        id: 'page.1.2.field:a b/c_d',
        source: 'A & B < C > "D" \'E\'\nline two\r\nwith CRLF\ttab',
        target: 'x]]>y',
        label: 'Label & <more>',
        blockType: 'headline',
      },
      { id: 'page.1.2.field:b', source: 'Ünïcödé 🧥', target: '', label: 'B', blockType: null },
    ],
  };

  it('writes and reads back the same units, with XLIFF-safe ids', () => {
    const text = writeXliff(file);
    expect(text).toContain('id="page.1.2.field:a_x0020_b_x002f_c_x005f_d"');
    expect(readXliff(text)).toEqual(file);
  });

  it('reads CDATA, character references, a BOM and comments', () => {
    const text =
      '\uFEFF<?xml version="1.0"?><!-- made by a tool --><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de" trgLang="nl">' +
      '<file id="f" original="page/1/2"><unit id="u1"><segment><source>a &#38; b &#x3C;</source>' +
      '<target><![CDATA[<b>bold</b>]]> &amp; more</target></segment></unit></file></xliff>';
    expect(readXliff(text).units).toEqual([
      { id: 'u1', source: 'a & b <', target: '<b>bold</b> & more', label: '', blockType: null },
    ]);
  });

  it('refuses what it does not understand, with a message', () => {
    expect(() => readXliff('<xliff')).toThrow(/element name|not closed|expected/);
    expect(() => writeXliff({ ...file, units: [{ ...file.units[0]!, source: 'bell \u0007' }] })).toThrow(
      /control character/,
    );
  });
});

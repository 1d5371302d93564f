import { type APIRequestContext, type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// Translations per shop and copying between shops (issue 24; spec 2 §4.3, §4.6, §5.2, §6, §8) against the
// real server: request a translation for two shops, upload the translated exchange file, download (apply) it
// into the form and save; copy a section to another shop, refuse a block copy on a CPID conflict, copy two
// blocks to a shop without them.
test.describe.configure({ timeout: 90_000 });

const TITLE = 'Der Trenchcoat-Guide';
const DESCRIPTION = 'Alles über Trenchcoats';
const block = (id: number, index: number, text: string, cpid: string) => ({
  id,
  index,
  type: 'headline',
  attributes: { text, textAlign: 'left' },
  position: { slot: 'main', index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid },
});

interface Shop {
  id: number;
  name: string;
}

async function api(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const request: APIRequestContext = page.request;
  return {
    get: async (path: string) => {
      const answer = await request.get(`/api/v2${path}`, { headers });
      expect(answer.ok(), path).toBe(true);
      return answer;
    },
    post: async (path: string, data: unknown) => {
      const answer = await request.post(`/api/v2${path}`, { headers, data });
      expect(answer.ok(), path).toBe(true);
      return answer.json();
    },
  };
}

const rowActions = (page: Page, shop: string) => page.getByRole('button', { name: `Actions for ${shop}` });
const choose = async (page: Page, shop: string, action: string) => {
  await rowActions(page, shop).click();
  await page.getByRole('menuitem', { name: action }).click();
};

test('translate a page for two shops and copy a section and blocks between shops', async ({ page }) => {
  await signIn(page, '/');
  const http = await api(page);
  const tenant = (await (await http.get('/tenants/current')).json()).data as {
    mainAppId: number;
    apps: Shop[];
  };
  const main = tenant.apps.find((app) => app.id === tenant.mainAppId)!;
  const [a, b, c] = tenant.apps.filter((app) => app.id !== tenant.mainAppId) as [Shop, Shop, Shop];
  const blocks = [block(510001, 0, 'Jetzt entdecken', 'Hdl001'), block(510002, 1, 'Neu im Shop', 'Hdl002')];
  const seodata = { title: TITLE, description: DESCRIPTION, robots: 'index,follow' };
  const created = await http.post('/custom-pages', {
    internalName: 'E2E trench guide',
    appConfigs: [
      { appId: main.id, name: 'Trench', slug: 'trench-e2e', seodata, contentElements: blocks },
      { appId: a.id, name: 'Trench', slug: 'trench-e2e', seodata, contentElements: blocks },
      { appId: b.id, name: 'Trench', slug: 'trench-e2e', seodata, contentElements: blocks },
      { appId: c.id, name: 'Trench', slug: 'trench-e2e', seodata: { robots: 'index,follow' } },
    ],
  });
  const id = created.data.id as number;

  // Request: at least one shop, then two.
  await page.goto(`/content/custom-pages/${id}/seo`);
  await expect(page.getByRole('heading', { name: 'Shop Overview' })).toBeVisible();
  await choose(page, main.name, 'Request Translation');
  const modal = page.getByRole('dialog', { name: 'Request Translation' });
  await expect(modal.getByRole('checkbox', { name: 'SEO' })).toBeDisabled();
  await expect(modal.getByRole('checkbox', { name: 'SEO' })).toBeChecked();
  await modal.getByRole('button', { name: 'Request' }).click();
  await expect(modal.getByText('Select at least one shop to translate to')).toBeVisible();
  await modal.getByRole('checkbox', { name: a.name }).check();
  await modal.getByRole('checkbox', { name: b.name }).check();
  await modal.getByRole('button', { name: 'Request' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`The translation has been requested for ${a.name}, ${b.name}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translation: In translation' })).toHaveCount(2);

  // The translator's file: the exchange file of shop A with every target filled in, uploaded back.
  const list = await (
    await http.get(`/translations?filter[resourceType]=custom-page&filter[resourceId]=${id}&perPage=100`)
  ).json();
  const translationA = (list.data as { id: number; appId: number }[]).find((t) => t.appId === a.id)!;
  const xliff = await (await http.get(`/translations/${translationA.id}/file`)).text();
  const NL: Record<string, string> = {
    [TITLE]: 'De trenchcoat-gids',
    [DESCRIPTION]: 'Alles over trenchcoats',
    'Jetzt entdecken': 'Nu ontdekken',
    'Neu im Shop': 'Nieuw in de winkel',
  };
  const translated = xliff.replace(
    /<source>([^<]*)<\/source>\n(\s*)<target><\/target>/g,
    (_, source: string, space: string) =>
      `<source>${source}</source>\n${space}<target>${NL[source]}</target>`,
  );
  expect(translated).not.toBe(xliff);
  await choose(page, a.name, 'Upload translated file');
  await page.getByTestId('translation-file-input').setInputFiles({
    name: 'translated.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(translated),
  });
  await expect(
    page.getByText(`The translated file for ${a.name} has been uploaded.`, { exact: false }),
  ).toBeVisible();

  // Download (apply) into shop A: all translated; shop B has nothing delivered yet.
  await choose(page, a.name, 'Download Translation');
  await expect(page.getByText('The translations were successfully downloaded.')).toBeVisible();
  await choose(page, b.name, 'Download Translation');
  await expect(
    page.getByText(
      'No strings available for translations. Please add content to the target shop or copy from the main shop.',
    ),
  ).toBeVisible();
  await page.locator('.MuiListItemButton-root').getByText(a.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`f%5BappId%5D=${a.id}|f\\[appId\\]=${a.id}`));
  await expect(page.getByRole('textbox', { name: /^SEO title/ })).toHaveValue('De trenchcoat-gids');

  // Copy To: the SEO section of the main shop into shop C.
  await choose(page, main.name, 'Copy To');
  const copy = page.getByRole('dialog', { name: 'Copy To' });
  await copy.getByRole('checkbox', { name: 'SEO' }).check();
  await copy.getByRole('checkbox', { name: c.name }).check();
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(copy).toBeHidden();

  // Copy and Insert content: shop B has the same CPIDs (refused, listed before anything is written); C not.
  await choose(page, main.name, 'Copy and Insert content');
  const blockCopy = page.getByRole('dialog', { name: 'Copy and Insert content' });
  await blockCopy.getByRole('checkbox', { name: 'Headline CPID: HDL001' }).check();
  await blockCopy.getByRole('checkbox', { name: 'Headline CPID: HDL002' }).check();
  await blockCopy.getByRole('checkbox', { name: b.name }).check();
  await blockCopy.getByRole('checkbox', { name: c.name }).check();
  await expect(
    blockCopy.getByText(`A content block with CPID "HDL001" already exists for target shop ${b.name}`),
  ).toBeVisible();
  await expect(
    blockCopy.getByText(`A content block with CPID "HDL002" already exists for target shop ${b.name}`),
  ).toBeVisible();
  await expect(blockCopy.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await blockCopy.getByRole('checkbox', { name: b.name }).uncheck();
  await blockCopy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(blockCopy).toBeHidden();

  // One save keeps everything.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = (
    await (await http.get(`/custom-pages/${id}?include=appConfigs.contentElements,appConfigs.seodata`)).json()
  ).data as {
    appConfigs: {
      appId: number;
      seodata?: { title?: string };
      contentElements?: { id: number; position: { row: number }; tracking?: { cpid: string } }[];
    }[];
  };
  const config = (appId: number) => saved.appConfigs.find((candidate) => candidate.appId === appId)!;
  expect(config(a.id).seodata?.title).toBe('De trenchcoat-gids');
  expect(config(a.id).contentElements?.map((element) => element.id)).toEqual([510001, 510002]);
  expect(config(b.id).seodata?.title).toBe(TITLE);
  expect(config(b.id).contentElements).toHaveLength(2);
  expect(config(c.id).seodata?.title).toBe(TITLE);
  const copied = config(c.id).contentElements!;
  expect(copied.map((element) => [element.tracking?.cpid, element.position.row])).toEqual([
    ['Hdl001', 1],
    ['Hdl002', 2],
  ]);
  for (const element of copied) expect(String(element.id)).toMatch(/^\d{6}$/);
});

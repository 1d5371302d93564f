// `npm run bench:copy`: copying a 50-block content section between shops, as an editor does it (issue 24).
// Starts the built product on a fresh temporary data folder, creates a custom page whose main shop holds
// BENCH_BLOCKS (default 50) headline blocks and BENCH_TARGETS (default 3) other shops without blocks, opens its
// Content step in Chromium, chooses 'Copy To' on the main shop with the Content section and every other shop,
// and prints:
//   - copy: from the click on Copy (the dry run has already listed no conflict) to the closed modal — the
//     plan, the re-indexing of every target and the one-step change of the form;
//   - save: from the click on Save to 'All changes saved' (one PUT with every target);
//   - the check afterwards through the API: blocks per target, duplicate block ids and CPIDs per shop.
// Builds first unless `--no-build`. Options (environment): BENCH_BLOCKS, BENCH_TARGETS, PORT (default 3013),
// CHROME_PATH.
import { loadavg } from 'node:os';
import { buildUnlessSkipped, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3013);
const count = Number(process.env.BENCH_BLOCKS ?? 50);
const targetCount = Number(process.env.BENCH_TARGETS ?? 3);
const fmt = (ms) => `${ms.toFixed(0)} ms`;

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-copy');
const { origin, json } = server;

let browser;
try {
  const token = await server.signIn();
  const tenant = (await json('/tenants/current', token)).data;
  const targets = tenant.apps.filter((app) => app.id !== tenant.mainAppId).slice(0, targetCount);
  const blocks = Array.from({ length: count }, (_, index) => ({
    id: 100_000 + index,
    index,
    type: 'headline',
    attributes: { text: `Headline ${index + 1}`, textAlign: 'left' },
    position: { slot: 'main', index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
    tracking: { cpid: `B${String(index).padStart(5, '0')}` },
  }));
  const created = await json('/custom-pages', token, {
    method: 'POST',
    body: JSON.stringify({
      internalName: `${count} blocks to copy`,
      appConfigs: [
        { appId: tenant.mainAppId, name: 'Copy source', slug: 'copy-bench', contentElements: blocks },
        ...targets.map((app) => ({ appId: app.id, name: 'Copy target', slug: 'copy-bench' })),
      ],
    }),
  });
  const id = created.data.id;
  const main = tenant.apps.find((app) => app.id === tenant.mainAppId);

  let page;
  ({ browser, page } = await signedInBrowser(origin));
  await page.goto(`${origin}/content/custom-pages/${id}/content`);
  await page.getByRole('button', { name: `Actions for ${main.name}` }).click({ timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'Copy To' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy To' });
  await dialog.getByRole('checkbox', { name: 'Content' }).check();
  for (const app of targets) await dialog.getByRole('checkbox', { name: app.name }).check();
  const copyButton = dialog.getByRole('button', { name: 'Copy', exact: true });
  await copyButton.waitFor();
  if (await copyButton.isDisabled()) throw new Error('the dry run found conflicts');

  const copyStart = Date.now();
  await copyButton.click();
  await dialog.waitFor({ state: 'hidden' });
  const copyMs = Date.now() - copyStart;

  const saveStart = Date.now();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes saved').first().waitFor({ timeout: 60_000 });
  const saveMs = Date.now() - saveStart;

  const saved = (await json(`/custom-pages/${id}?include=appConfigs.contentElements`, token)).data;
  let duplicates = 0;
  const perTarget = [];
  for (const config of saved.appConfigs) {
    const elements = config.contentElements ?? [];
    duplicates += elements.length - new Set(elements.map((element) => element.id)).size;
    duplicates += elements.length - new Set(elements.map((element) => element.tracking?.cpid)).size;
    if (config.appId !== tenant.mainAppId) perTarget.push(elements.length);
  }

  console.log(`copy of a ${count}-block content section to ${targets.length} shops`);
  console.log(`  copy (Copy click → modal closed, form changed): ${fmt(copyMs)}`);
  console.log(`  save (Save click → 'All changes saved'):        ${fmt(saveMs)}`);
  console.log(
    `  blocks per target after the save: ${perTarget.join(', ')}; duplicate ids/CPIDs: ${duplicates}`,
  );
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser?.close();
  await server.stop();
}

// `npm run bench:preview`: the live preview in Chromium (issue 22). Starts the built product on a fresh
// temporary data folder, creates a story of 50 blocks through the API, opens its content step with the preview
// and the last block chosen, and prints:
//   - last keystroke → `content-updated` (the storefront's message, spec 2 §7: 500 ms after the change was
//     applied) and → applied in the frame's page, over BENCH_EDITS (default 20) single-key edits: p50, p95;
//   - the scroll drift of the chosen last block over those edits (its position in the frame's viewport);
//   - frame load → `sdk-ready` over BENCH_RELOADS (default 30) reloads of the frame: p50, p99, max;
//   - the preview page's render of a 100-block session: the render itself and navigation → rendered.
// Goals: keystroke → content-updated p95 ≤ 600 ms (see docs/preview.md on the 500 ms notify delay),
// sdk-ready ≤ 1 s in 99 %, drift 0 px, render ≤ 500 ms. Builds first unless `--no-build`.
// Options (environment): BENCH_EDITS, BENCH_RELOADS, PORT (default 3461), CHROME_PATH.
import { loadavg } from 'node:os';
import { buildUnlessSkipped, percentile, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3461);
const edits = Number(process.env.BENCH_EDITS ?? 20);
const reloads = Number(process.env.BENCH_RELOADS ?? 30);
const fmt = (ms) => `${ms.toFixed(0)} ms`;
const sorted = (values) => [...values].sort((a, b) => a - b);

const TYPES = ['headline', 'text', 'quote', 'image', 'product-slider'];
function block(index, total) {
  const type = index === total - 1 ? 'headline' : TYPES[index % TYPES.length];
  const attributes = {
    headline: { text: `Headline ${index + 1}`, textAlign: 'left' },
    text: {
      text: `<p>Paragraph ${index + 1}: light fabrics, relaxed cuts and the colours of the Riviera.</p>`,
    },
    quote: { quote: `Quote ${index + 1}`, author: 'Editor' },
    image: { images: {} },
    'product-slider': { headline: { text: `Products ${index + 1}` }, productIds: [1, 2, 3, 4] },
  }[type];
  return {
    id: 300_000 + index,
    index,
    type,
    attributes,
    position: { slot: 'main', index, col: 0, row: index + 1, colSpan: 1, rowSpan: 1 },
    tracking: { cpid: `b${String(index).padStart(5, '0')}` },
  };
}

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-preview');
const { origin, json } = server;

let browser;
try {
  const token = await server.signIn();
  const appId = (await json('/tenants/current', token)).data.mainAppId;
  const blocks = Array.from({ length: 50 }, (_, i) => block(i, 50));
  const lastId = blocks.at(-1).id;
  const created = await json('/pages', token, {
    method: 'POST',
    body: JSON.stringify({
      type: 'story',
      internalName: 'Preview bench',
      appConfigs: [{ appId, name: 'Preview bench', contentElements: blocks }],
    }),
  });
  const id = created.data.id;

  let page;
  ({ browser, page } = await signedInBrowser(origin));
  await page.evaluate(() => {
    window.__messages = [];
    window.addEventListener('message', (event) => {
      const type = event.data?.type;
      if (type === 'content-updated' || type === 'sdk-ready')
        window.__messages.push({ type, at: performance.now() });
    });
  });
  // The SPA navigates client-side below, so the listener above stays.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/content/stories/${id}/content?f%5BactiveBlockId%5D=${lastId}`);
  const frameElement = page.locator('iframe[title="Storefront preview"]');
  await frameElement.waitFor({ timeout: 60_000 });
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  await frame.locator(`[data-content-block-id="${lastId}"]`).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__messages.some((m) => m.type === 'sdk-ready'), null, {
    timeout: 30_000,
  });
  const textbox = page
    .getByRole('region', { name: 'Settings of Headline' })
    .getByRole('textbox', { name: /^Text/ });
  await textbox.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(1500);

  const blockTop = () =>
    page.evaluate((blockId) => {
      const doc = document.querySelector('iframe[title="Storefront preview"]').contentDocument;
      return doc.querySelector(`[data-content-block-id="${blockId}"]`).getBoundingClientRect().top;
    }, lastId);
  const top0 = await blockTop();
  const toUpdated = [];
  const toApplied = [];
  const drift = [];
  for (let i = 0; i < edits; i++) {
    const before = await page.evaluate(
      () => window.__messages.filter((m) => m.type === 'content-updated').length,
    );
    const letter = String.fromCharCode(97 + (i % 26));
    const expected = `${await textbox.inputValue()}${letter}`;
    await page.evaluate(
      ({ blockId, text }) => {
        const doc = document.querySelector('iframe[title="Storefront preview"]').contentDocument;
        window.__keyAt = performance.now();
        window.__appliedAt = undefined;
        const check = () => {
          const node = doc.querySelector(`[data-content-block-id="${blockId}"]`);
          if (node?.textContent?.includes(text)) window.__appliedAt = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { blockId: lastId, text: expected },
    );
    await page.keyboard.press(letter);
    await page.waitForFunction(
      (n) => window.__messages.filter((m) => m.type === 'content-updated').length > n,
      before,
      { timeout: 10_000 },
    );
    const timing = await page.evaluate(() => {
      const updated = window.__messages.filter((m) => m.type === 'content-updated').at(-1).at;
      return { updated: updated - window.__keyAt, applied: (window.__appliedAt ?? NaN) - window.__keyAt };
    });
    toUpdated.push(timing.updated);
    toApplied.push(timing.applied);
    drift.push(Math.abs((await blockTop()) - top0));
    await page.waitForTimeout(300);
  }

  // Frame load → sdk-ready.
  const ready = [];
  for (let i = 0; i < reloads; i++) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const onMessage = (event) => {
            if (event.data?.type !== 'sdk-ready') return;
            window.removeEventListener('message', onMessage);
            resolve(performance.now() - started);
          };
          window.addEventListener('message', onMessage);
          document.querySelector('iframe[title="Storefront preview"]').contentWindow.location.reload();
          setTimeout(() => reject(new Error('no sdk-ready within 10 s')), 10_000);
        }),
    );
    ready.push(ms);
    await page.waitForTimeout(200);
  }

  // The preview page's render of a 100-block session.
  const hundred = Array.from({ length: 100 }, (_, i) => block(i, 100));
  const session = await json('/content/preview', token, {
    method: 'POST',
    body: JSON.stringify({ appId, entityType: 'story', content: { contentElements: hundred } }),
  });
  const renders = [];
  const loads = [];
  const standalone = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  for (let i = 0; i < 10; i++) {
    await standalone.goto(`${origin}/storefront-preview?appId=${appId}&previewId=${session.data.previewId}`);
    await standalone.waitForFunction(
      () => performance.getEntriesByName('content-preview:render').length > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    const entry = await standalone.evaluate(() => {
      const measure = performance.getEntriesByName('content-preview:render')[0];
      return { render: measure.duration, loaded: measure.startTime + measure.duration };
    });
    renders.push(entry.render);
    loads.push(entry.loaded);
  }

  const u = sorted(toUpdated);
  const a = sorted(toApplied);
  const r = sorted(ready);
  console.log('Live preview (50-block story, last block edited; Chromium)');
  console.log(
    `  keystroke → content-updated, ${edits} edits: p50 ${fmt(percentile(u, 50))}, p95 ${fmt(percentile(u, 95))}` +
      '   (goal p95 ≤ 600 ms; 300 ms debounce + 500 ms notify delay of spec 2 §7 included)',
  );
  console.log(
    `  keystroke → applied in the frame:      p50 ${fmt(percentile(a, 50))}, p95 ${fmt(percentile(a, 95))}`,
  );
  console.log(
    `  scroll drift of the edited block:      max ${Math.max(...drift).toFixed(1)} px   (goal 0 px)`,
  );
  console.log(
    `  frame load → sdk-ready, ${reloads} loads: p50 ${fmt(percentile(r, 50))}, p99 ${fmt(percentile(r, 99))}, ` +
      `max ${fmt(r.at(-1))}, ${r.filter((ms) => ms <= 1000).length}/${r.length} ≤ 1 s   (goal ≤ 1 s in 99 %)`,
  );
  const rs = sorted(renders);
  const ls = sorted(loads);
  console.log(
    `  100-block session render: p50 ${fmt(percentile(rs, 50))}, max ${fmt(rs.at(-1))}; navigation → rendered ` +
      `p50 ${fmt(percentile(ls, 50))}, max ${fmt(ls.at(-1))}   (goal ≤ 500 ms)`,
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

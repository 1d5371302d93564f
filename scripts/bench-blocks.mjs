// `npm run bench:blocks`: the block editor with 300 blocks in one slot, as an editor gets it (issue 11).
// Starts the built product on a fresh temporary data folder, creates a story whose main slot holds BENCH_BLOCKS
// (default 300) headline blocks through the API, opens it in Chromium (Playwright) on its first step and then
// moves to the content step, and prints:
//   - the time from that step change to the last of the slot's rows in the page;
//   - the frame times (requestAnimationFrame deltas) while the first block is dragged by mouse from the top to
//     the bottom of the window and held there while the list scrolls: p50, p95, max.
// Goals: ≤ 300 ms and a p95 ≤ 16.7 ms. Builds first unless `--no-build`.
// Options (environment): BENCH_BLOCKS, PORT (default 3457), CHROME_PATH.
import { loadavg } from 'node:os';
import { buildUnlessSkipped, percentile, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3457);
const count = Number(process.env.BENCH_BLOCKS ?? 300);
const fmt = (ms) => `${ms.toFixed(1)} ms`;

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-blocks');
const { origin, json } = server;

let browser;
try {
  const token = await server.signIn();
  const appId = (await json('/tenants/current', token)).data.mainAppId;
  const blocks = Array.from({ length: count }, (_, index) => ({
    id: 100_000 + index,
    index,
    type: 'headline',
    attributes: { text: `Headline ${index + 1}`, textAlign: 'left' },
    position: { slot: 'main', index },
    tracking: { cpid: `B${String(index).padStart(5, '0')}` },
  }));
  const created = await json('/pages', token, {
    method: 'POST',
    body: JSON.stringify({
      type: 'story',
      internalName: `${count} blocks`,
      appConfigs: [{ appId, name: `${count} blocks`, contentElements: blocks }],
    }),
  });
  const id = created.data.id;

  let page;
  ({ browser, page } = await signedInBrowser(origin));
  await page.goto(`${origin}/content/stories/${id}/general`);
  await page
    .getByRole('textbox', { name: /internal name/i })
    .first()
    .waitFor({ timeout: 60_000 });

  // Render: from the step change to the last row in the page.
  await page.evaluate(() => (window.__t0 = performance.now()));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="block-row"]').length >= n,
    count,
    {
      timeout: 120_000,
      polling: 'raf',
    },
  );
  const renderMs = await page.evaluate(() => performance.now() - window.__t0);

  // Drag: the first block from the top to the bottom of the window, held there while the list scrolls.
  const handle = page
    .getByTestId('block-row')
    .first()
    .getByRole('button', { name: /^Move / });
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const loop = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  const bottom = 890;
  for (let step = 1; step <= 60; step += 1) {
    await page.mouse.move(x, box.y + ((bottom - box.y) * step) / 60);
  }
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.move(x, bottom - (step % 2));
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
  await page.waitForTimeout(200);
  const frames = (
    await page.evaluate(() => {
      window.__recording = false;
      return window.__frames.slice(1);
    })
  ).sort((a, b) => a - b);

  console.log(`${count} blocks in one slot`);
  console.log(`  render (step change → last row):   ${fmt(renderMs)}   (goal ≤ 300 ms)`);
  console.log(
    `  drag, ${frames.length} frames:  p50 ${fmt(percentile(frames, 50))}, p95 ${fmt(percentile(frames, 95))}, ` +
      `max ${fmt(frames.at(-1))}   (goal p95 ≤ 16.7 ms)`,
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

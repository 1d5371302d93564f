import { spawn } from 'node:child_process';
import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { overviewEntityConfigs } from '@/entities';
import { expect, port, signIn, signInWithForm, test } from './support';

// Mock mode shows the entity that was opened (issue 27 #17): for each entity type, the first row of its overview
// in mock mode (`vite build --mode mock`, the MSW worker over src/app/mock/demo-data.json) opens with the same
// heading and the same steps as that id on the real server (the demo seed the recording was made from).
// The mock bundle is built once into a temporary folder and served by a small static server on a free port.

const outDir = join(tmpdir(), `content-mock-e2e-${port}`);
let mockServer: Server | undefined;
let mockUrl = '';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

function buildMockBundle(): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--outDir', outDir, '--emptyOutDir'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    vite.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    vite.on('error', reject);
    vite.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build: ${errors}`))));
  });
}

/** The built files; any other path is the SPA's index.html (the router's routes). */
function serveMockBundle(): Promise<string> {
  mockServer = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path);
    const found = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(outDir, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Service-Worker-Allowed': '/',
    });
    createReadStream(served).pipe(response);
  });
  return new Promise((resolve) =>
    mockServer!.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(mockServer!.address() as AddressInfo).port}`),
    ),
  );
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildMockBundle();
  mockUrl = await serveMockBundle();
});

test.afterAll(() => {
  mockServer?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** In-app navigation (the router follows popstate): the app, its mocks and its caches stay loaded. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** An overview's loaded rows (table view) or tiles (media). */
const FIRST_ROW = 'table:not([aria-busy]) tbody tr, ul > li > .MuiCardActionArea-root';

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps' }).first().getByRole('link');

/** A page of a new context signed in with `how`: the mock bundle answers only in the page (MSW), so its form. */
async function signedIn(browser: Browser, baseURL: string, how: typeof signIn): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await how(page, '/');
  return page;
}

test("each type's first row opens in mock mode as on the real server: heading and steps", async ({
  browser,
  e2eServer,
}) => {
  // About 40 s on an idle machine; minutes when the machine is shared.
  test.setTimeout(400_000);
  const mock = await signedIn(browser, mockUrl, signInWithForm);
  const real = await signedIn(browser, e2eServer.origin, signIn);
  // Closed at the end, pass or fail: a context left open keeps its tab's edit lock on the last type's entity
  // alive with its heartbeat, and the later journeys of this browser met 'Eda Editor is currently editing'.
  try {
    await compareEveryType(mock, real);
  } finally {
    await mock.context().close();
    await real.context().close();
  }
});

async function compareEveryType(mock: Page, real: Page): Promise<void> {
  for (const config of overviewEntityConfigs()) {
    await visit(mock, config.overviewPath);
    const heading = mock.getByRole('heading', { level: 1, name: new RegExp(`^${config.plural} > `) });
    // The first loaded row or tile (skeletons while loading open nothing). A click opens the wizard or, in a
    // nested view (custom pages, categories), a row with children opens the next level: the address changes
    // either way, and on a nested level the next pass clicks that level's first row. A click during a
    // re-render is lost on a busy machine: the address stays, and the pass is repeated.
    const wizardPath = new RegExp(`^${config.overviewPath}/\\d+`);
    await expect(async () => {
      if (await heading.isVisible()) return;
      const before = mock.url();
      await mock.locator(FIRST_ROW).first().click({ timeout: 10_000 });
      await mock.waitForURL((url) => url.href !== before, { timeout: 10_000 });
      expect(new URL(mock.url()).pathname, 'a nested level opened: its first row next').toMatch(wizardPath);
      await expect(heading).toBeVisible({ timeout: 15_000 });
    }, config.type).toPass({ timeout: 60_000 });
    const path = new URL(mock.url()).pathname;
    expect(path, config.type).toMatch(wizardPath);

    await visit(real, path);
    const realHeading = real.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${config.plural} > `),
    });
    await expect(realHeading, config.type).toBeVisible({ timeout: 30_000 });
    await expect(steps(real).first(), config.type).toBeVisible({ timeout: 30_000 });
    const realSteps = await steps(real).allTextContents();

    await expect(heading, config.type).toHaveText((await realHeading.textContent()) ?? '', {
      timeout: 30_000,
    });
    await expect(steps(mock), config.type).toHaveText(realSteps, { timeout: 30_000 });
  }
}

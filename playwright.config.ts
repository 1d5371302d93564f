import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { dataDir, port } from './e2e/support';

// Debian's Chromium where it exists (Playwright cannot download its own browsers here), else Playwright's.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: {
    // The real server on a fresh embedded database, serving the built SPA (`npm run build` first).
    command: `node scripts/e2e-server.mjs`,
    env: { PORT: String(port), E2E_DATA_DIR: dataDir },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where it exists (Playwright cannot download its own browsers here), else Playwright's.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker runs whole files, each file on a server of its own (e2e/support.ts): the journeys wait on
  // the browser and the server more than they compute, so two workers take about half the time on two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './e2e/global-setup.ts',
  // One retry per journey: on this 2-core machine two workers (each a server and a Chromium) run at a load of
  // 7–8, and a journey now and then waits past its budget (the dashboard's first rows 8–9 s after Sign In with
  // a second file running, 2.8 s alone). A journey that passes only on its retry is listed as flaky in the
  // report; one that fails twice fails the run.
  retries: 1,
  reporter: 'list',
  use: {
    // A trace (actions, DOM snapshots, network, console; no screencast) only on a journey's retry: the run that
    // decides whether it fails. Recording one for every journey cost ~15 % of the suite's CPU (docs/performance.md,
    // e2etime), and the run is CPU-bound on the 2-core machine. The first failure keeps its screenshot and error.
    trace: { mode: 'on-first-retry', screenshots: false },
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
});

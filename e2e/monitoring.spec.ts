// The monitoring service for real (spec 2 §7, issue 7 §9): a server of its own with MONITORING_DSN pointing at
// an ingest endpoint that this test runs. The signed-in back office reports its page loads there, and an uncaught
// error arrives as an event of the installation's environment, with the replay around it, in which what the
// editor typed is masked.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { EMAIL, openFirstRow, PASSWORD, expect, test } from './support';

const TYPED = 'typed-by-the-editor-7731';
const received: Buffer[] = [];
let ingest: Server;
let server: ChildProcess | undefined;
let base = '';

/** Everything the service received, as text, with compressed replay segments inflated where possible. */
function receivedText(): string {
  return received
    .map((body) => {
      const parts = [body.toString('latin1')];
      for (let at = body.indexOf(0x78); at >= 0; at = body.indexOf(0x78, at + 1)) {
        try {
          parts.push(inflateSync(body.subarray(at)).toString('utf8'));
          break;
        } catch {
          // not the start of a zlib stream
        }
      }
      return parts.join('\n');
    })
    .join('\n');
}

/** A port nothing listens on now (the shared e2e server has its own). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push(Buffer.concat(chunks));
      response.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const ingestPort = (ingest.address() as AddressInfo).port;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'content-e2e-monitoring-')),
      MONITORING_DSN: `http://publickey@127.0.0.1:${ingestPort}/1`,
    },
  });
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 1200 || server.exitCode !== null) throw new Error('the monitoring test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => ingest?.close(resolve));
});

test('page loads and uncaught errors reach the monitoring service, typed text masked', async ({ page }) => {
  await page.goto(`${base}/`);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Every session is traced (sample rate 1): the service hears of this page load once it has started.
  await expect.poll(() => receivedText(), { timeout: 30_000 }).toContain('"sentry.op":{"value":"pageload"');
  expect(receivedText()).toContain('"sentry.sample_rate":{"value":1,');

  // An unsaved edit in the editor: typed text that no request carries, so only the replay could leak it.
  await page.goto(`${base}/bundles`);
  await openFirstRow(page);
  const internalName = page.getByRole('textbox', { name: /internal name/i }).first();
  await expect(internalName).toBeVisible();
  await internalName.fill(TYPED);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('monitoring-probe: an uncaught error in the back office');
    });
  });

  await expect
    .poll(() => receivedText(), { timeout: 30_000 })
    .toContain('monitoring-probe: an uncaught error in the back office');
  // The replay recorded around the error arrives, with the field's value masked, never as typed.
  await expect.poll(() => receivedText(), { timeout: 30_000 }).toContain('"type":"replay_recording"');
  await expect.poll(() => receivedText(), { timeout: 30_000 }).toContain('*'.repeat(TYPED.length));
  const text = receivedText();
  expect(text).toContain('"environment":"develop"');
  expect(text).not.toContain(TYPED);
  expect(text).not.toContain(PASSWORD);
});

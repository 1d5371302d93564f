// `npm run bench:collab` (issue 23): the built product (`npm run build` first unless --no-build) on a fresh demo
// database, two editors — the demo editor (Eda) and Mara Lind — measured end to end:
//   take-over → displaced editor told   Eda holds the lock with her socket open; Mara sends takeOver; the time
//                                       until Eda's socket has the `lock` event (BENCH_RUNS, default 20)
//   tab closed → lease free            Eda's real browser tab holds the lock; the tab is closed; the time until
//                                       Mara's POST /lock is granted (BENCH_TAB_RUNS, default 5)
//   mention → mentioned user's bell    Eda comments mentioning Mara; the time until Mara's socket has the
//                                       `notification` event that sets the bell's count (BENCH_RUNS)
//   presence join / leave              Mara's socket joins / leaves the story; the time until Eda's socket has
//                                       the `presence` list with / without her (BENCH_RUNS each)
// Prints p50, p95 and max of each, and the load average (1 min) before and after. BENCH_PORT (default 3012).
import { loadavg } from 'node:os';
import { io } from 'socket.io-client';
import { buildUnlessSkipped, percentile, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TAB_RUNS = Number(process.env.BENCH_TAB_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3012);
const MARA = { email: 'mara.lind@example.com', password: 'content-demo' };

const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing in ${ms} ms`)), ms)),
  ]);
const load = () => loadavg()[0].toFixed(2);

buildUnlessSkipped();
const loadBefore = load();
const server = startBuiltServer(port, 'bench-collab');
const sockets = [];
let browser;
try {
  const eda = await server.signIn();
  const maraLogin = await fetch(`${server.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MARA),
  });
  const mara = (await maraLogin.json()).token;
  const me = (token) => server.json('/auth/me', token);
  const maraId = (await me(mara)).data.id;
  const storyId = (await server.json('/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=asc', eda))
    .data[0].id;
  const lock = (token, sessionId, extra = {}) =>
    fetch(`${server.api}/lock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ resourceType: 'page', resourceId: storyId, sessionId, ...extra }),
    });
  const connect = (token, editSession) => {
    const socket = io(server.origin, {
      path: '/ws/socket.io/',
      transports: ['websocket'],
      auth: { token, editSession },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return within(
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
      15_000,
      'socket connect',
    );
  };
  const next = (socket, event, accept = () => true) =>
    within(
      new Promise((resolve) => {
        const listener = (payload) => {
          if (!accept(payload)) return;
          socket.off(event, listener);
          resolve(performance.now());
        };
        socket.on(event, listener);
      }),
      10_000,
      event,
    );
  const results = [];
  const report = (name, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    results.push({ name, sorted });
  };

  // Take-over → the displaced tab's socket.
  const edaTab = await connect(eda, 'bench-eda-tab-1');
  const takeOvers = [];
  for (let i = 0; i < RUNS; i++) {
    const held = await lock(eda, 'bench-eda-tab-1');
    if (!held.ok) throw new Error(`Eda's lock: ${held.status}`);
    const told = next(edaTab, 'lock');
    const sent = performance.now();
    const taken = await lock(mara, 'bench-mara-tab-1', { takeOver: true });
    if (!taken.ok) throw new Error(`take-over: ${taken.status}`);
    takeOvers.push((await told) - sent);
    await lock(mara, 'bench-mara-tab-1', { timeout: 1 });
  }
  report('take-over → displaced editor told', takeOvers);

  // Mention → the mentioned user's notification event (the bell).
  const maraTab = await connect(mara, 'bench-mara-tab-2');
  const mentions = [];
  for (let i = 0; i < RUNS; i++) {
    const heard = next(maraTab, 'notification', (event) => event.data.type === 'comment_mention');
    const sent = performance.now();
    await server.json('/comments', eda, {
      method: 'POST',
      body: JSON.stringify({ resourceType: 'page', resourceId: storyId, text: `<@U${maraId}> bench ${i}` }),
    });
    mentions.push((await heard) - sent);
  }
  report("mention → mentioned user's bell", mentions);

  // Presence join and leave, seen by Eda.
  edaTab.emit('presence:join', { resourceType: 'page', resourceId: storyId });
  await next(edaTab, 'presence');
  const joins = [];
  const leaves = [];
  const count = (n) => (event) => event.resourceId === storyId && event.users.length === n;
  for (let i = 0; i < RUNS; i++) {
    const joined = next(edaTab, 'presence', count(2));
    let sent = performance.now();
    maraTab.emit('presence:join', { resourceType: 'page', resourceId: storyId });
    joins.push((await joined) - sent);
    const left = next(edaTab, 'presence', count(1));
    sent = performance.now();
    maraTab.emit('presence:leave');
    leaves.push((await left) - sent);
  }
  report('presence join → seen', joins);
  report('presence leave → seen', leaves);

  // A real tab closed → the lease free for Mara.
  const signedIn = await signedInBrowser(server.origin);
  browser = signedIn.browser;
  // Tabs of a context of their own, signed in as Eda (her token where the back office keeps it).
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('content.token', token), eda);
  const frees = [];
  for (let i = 0; i < TAB_RUNS; i++) {
    const tab = await context.newPage();
    await tab.goto(`${server.origin}/content/stories/${storyId}`);
    await tab
      .getByRole('textbox', { name: /internal name/i })
      .first()
      .waitFor();
    // The editor holds the lock once the fields are editable.
    await tab.waitForFunction(
      () => !document.querySelector('input[name], textarea')?.hasAttribute('readonly'),
      undefined,
      { timeout: 15_000 },
    );
    if ((await lock(mara, 'bench-mara-tab-3')).status !== 423) throw new Error('the tab holds no lock');
    const closed = performance.now();
    await tab.close();
    for (;;) {
      const answer = await lock(mara, 'bench-mara-tab-3');
      if (answer.ok) break;
      if (performance.now() - closed > 120_000) throw new Error('the lease was not freed in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    frees.push(performance.now() - closed);
    await lock(mara, 'bench-mara-tab-3', { timeout: 1 });
  }
  report('tab closed → lease free', frees);

  const ms = (value) => `${value.toFixed(0)} ms`.padStart(9);
  console.log(
    `\n${'measure'.padEnd(36)}${'runs'.padStart(5)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`,
  );
  for (const { name, sorted } of results) {
    console.log(
      `${name.padEnd(36)}${String(sorted.length).padStart(5)}${ms(percentile(sorted, 50))}${ms(percentile(sorted, 95))}${ms(sorted.at(-1))}`,
    );
  }
  console.log(`\nload average (1 min): ${loadBefore} before → ${load()} after`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await browser?.close();
  await server.stop();
}

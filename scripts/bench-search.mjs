// Search everywhere benchmark (issue 29): sequential GET /api/v2/search latencies against a running server
// (BENCH_URL, default http://127.0.0.1:3106), signed in as the demo editor. The texts are taken from the data:
// parts of story names, whole names, ids, slugs, a CPID, a media name, plus a few common words, so each kind
// of match (and the broad ones, which rank many rows) is measured. Prints p50/p95/max per kind and overall.
// Options (environment): BENCH_URL, BENCH_ROUNDS (20), BENCH_EMAIL, BENCH_PASSWORD.
const base = `${process.env.BENCH_URL ?? 'http://127.0.0.1:3106'}/api/v2`;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

async function json(path, init = {}, token) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { token } = await json('/auth/login', {
  method: 'POST',
  body: JSON.stringify({
    email: process.env.BENCH_EMAIL ?? 'editor@example.com',
    password: process.env.BENCH_PASSWORD ?? 'content-demo',
  }),
});

// Texts from the data.
const stories = (await json('/pages?filter[type]=story&perPage=20&include=appConfigs', {}, token)).data;
const images = (await json('/media/images?perPage=5', {}, token)).data;
const story = stories[0];
const detail = (await json(`/pages/${story.id}?include=appConfigs.contentElements`, {}, token)).data;
const cpid = detail.appConfigs
  ?.flatMap((config) => config.contentElements ?? [])
  .find((element) => element.tracking?.cpid)?.tracking.cpid;
const texts = {
  'name part': stories.slice(0, 5).map((s) => s.internalName.slice(0, 6)),
  'whole name': stories.slice(5, 10).map((s) => s.internalName),
  'common word': ['the', 'sale', 'new', 'er'],
  id: stories.slice(0, 5).map((s) => String(s.id)),
  slug: stories
    .slice(0, 5)
    .flatMap((s) => (s.appConfigs ?? []).map((c) => c.slug).filter(Boolean))
    .slice(0, 5),
  cpid: cpid ? [cpid.toUpperCase()] : [],
  media: images.slice(0, 3).map((image) => (image.internalName ?? image.meta?.name ?? 'jpg').slice(0, 5)),
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const line = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(
    `${label.padEnd(12)} n=${String(sorted.length).padStart(4)}  p50${f(percentile(sorted, 50))}  p95${f(percentile(sorted, 95))}  max${f(sorted.at(-1))}`,
  );
};

// Warm-up: one pass.
for (const list of Object.values(texts))
  for (const q of list) await json(`/search?q=${encodeURIComponent(q)}&limit=5`, {}, token);

const times = Object.fromEntries(Object.keys(texts).map((kind) => [kind, []]));
for (let round = 0; round < rounds; round++) {
  for (const [kind, list] of Object.entries(texts)) {
    for (const q of list) {
      const started = performance.now();
      await json(`/search?q=${encodeURIComponent(q)}&limit=5`, {}, token);
      times[kind].push(performance.now() - started);
    }
  }
}
console.log(`GET /search at ${base}, ${rounds} rounds, one request at a time`);
for (const [kind, values] of Object.entries(times)) if (values.length) line(kind, values);
line('all', Object.values(times).flat());

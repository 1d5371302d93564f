// `npm run bench:bulk`: a bulk publish of BENCH_ITEMS (default 100) stories in the main shop (issue 29). Starts
// the built product on a fresh temporary data folder, creates the stories through the API (copies of a seeded
// story without content problems), then times one `POST /bulk-actions` from the request to the job's last item
// (polling `GET /bulk-actions/{id}` every 100 ms), and prints the time, the time per item and the load average.
// Builds first unless `--no-build`. Options (environment): BENCH_ITEMS, PORT (default 3014).
import { loadavg } from 'node:os';
import { buildUnlessSkipped, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3014);
const count = Number(process.env.BENCH_ITEMS ?? 100);
const INCLUDE =
  'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.sourceCategories,appConfigs.pages,appConfigs.info.imagesByType,appConfigs.videosByType,tags';

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-bulk');
const { json } = server;
try {
  const token = await server.signIn();
  const tenant = (await json('/tenants/current', token)).data;
  const main = tenant.mainAppId;
  let template;
  for (const row of (await json('/pages?filter[type]=story&perPage=50', token)).data) {
    const full = await json(`/pages/${row.id}?include=${INCLUDE}`, token);
    const index = full.data.appConfigs.findIndex((config) => config.appId === main);
    const problems = Object.keys(full.meta.validation).filter(
      (path) => !path.startsWith('appConfigs.') || path.startsWith(`appConfigs.${index}.`),
    );
    if (index >= 0 && problems.length === 0) {
      template = full.data;
      break;
    }
  }
  if (!template) throw new Error('no seeded story can be published in the main shop');
  const source = template.appConfigs.find((config) => config.appId === main);
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const created = await json('/pages', token, {
      method: 'POST',
      body: JSON.stringify({
        ...template,
        id: undefined,
        type: 'story',
        internalName: `Bulk bench ${i}`,
        appConfigs: [
          {
            ...source,
            id: undefined,
            isPublished: undefined,
            name: `Bulk bench ${i}`,
            slug: `bulk-bench-${i}`,
          },
        ],
      }),
    });
    ids.push(created.data.id);
  }
  const started = performance.now();
  const queued = await json('/bulk-actions', token, {
    method: 'POST',
    body: JSON.stringify({ entityType: 'story', action: 'publish', ids, appIds: [main] }),
  });
  let job = queued.data;
  const accepted = performance.now() - started;
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await json(`/bulk-actions/${job.id}`, token)).data;
  }
  const total = performance.now() - started;
  console.log(
    `bulk publish of ${count} stories (main shop): ${job.status}, ${job.succeeded} published, ${job.refused} refused`,
  );
  console.log(
    `  accepted (202) after ${accepted.toFixed(0)} ms; all done after ${total.toFixed(0)} ms (${(total / count).toFixed(1)} ms per item)`,
  );
  console.log(
    `  load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}

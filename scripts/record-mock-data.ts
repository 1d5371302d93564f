// `npm run mock:record`: records what the real server answers on the demo seed, for mock mode
// (`npm run dev:mock`, src/app/mock/). It builds the server on a fresh in-memory database, signs in as the
// demo editor and stores
//   - every GET without parameters that the server answers 200 (current user, tenant, users, reports, …)
//     plus each entity type's overview schema and form fields, the dashboard's widget schemas and first data;
//   - up to ROWS_PER_TYPE rows of each entity type's list, with the includes and fields its overview asks for,
//     and each of those rows' detail with the wizard's includes,
// in src/app/mock/demo-data.json. Mock mode then filters, sorts, pages and deletes over those rows in the
// browser, so each overview behaves like its type does against the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEntityConfigs } from '../src/entities/catalogue';
import { ENTITY_INCLUDES } from '../src/entities/entity-includes';
import { entityOperations, type EntityCall, type EntityRegistryEntry } from '../generated/entity-operations';
import spec from '../generated/openapi.json' with { type: 'json' };
import { buildApp } from '../server/app';

const ROWS_PER_TYPE = 60;
const RECORDED_ORIGIN = 'http://recorded.invalid';
const API = '/api/v2';
const OUTPUT = join(import.meta.dirname, '../src/app/mock/demo-data.json');

const dataDir = mkdtempSync(join(tmpdir(), 'content-mock-record-'));
const app = await buildApp({
  dataDir,
  inMemoryDatabase: true,
  passwordCost: { memoryCost: 256, timeCost: 1, parallelism: 1 },
  // Tenant URLs become relative below, so mock mode serves DAM pictures from its own origin.
  publicUrl: RECORDED_ORIGIN,
});

try {
  const login = await app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: 'editor@example.com', password: 'content-demo' },
  });
  const { token } = login.json() as { token: string };
  const get = async (path: string): Promise<unknown> => {
    const answer = await app.inject({
      method: 'GET',
      url: `${API}${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };

  const answers: Record<string, unknown> = {};
  const record = async (path: string) => {
    const body = await get(path);
    if (body !== undefined) answers[path] = body;
  };

  const listPaths = new Set<string>(
    Object.values(entityOperations).flatMap((entry) => (entry.calls.list ? [entry.calls.list.path] : [])),
  );
  for (const [path, item] of Object.entries(spec.paths as Record<string, { get?: unknown }>)) {
    if (item.get && !path.includes('{') && !listPaths.has(path) && !path.startsWith('/public/'))
      await record(path);
  }

  const fill = (call: EntityCall) =>
    call.path.replace(/\{(\w+)\}/g, (_, name: string) => call.pathParams?.[name] ?? `{${name}}`);
  const details: Record<string, unknown> = {};
  const collections: Record<
    string,
    { path: string; typeFilter?: string; deletePath?: string; rows: unknown[] }
  > = {};
  for (const config of allEntityConfigs()) {
    const calls: EntityRegistryEntry['calls'] = entityOperations[config.type].calls;
    if (calls.overviewSchema) await record(fill(calls.overviewSchema));
    if (calls.formFields) await record(fill(calls.formFields));
    if (!calls.list) continue;
    const query = new URLSearchParams({ perPage: String(ROWS_PER_TYPE) });
    if (config.overviewIncludes.length) query.set('include', config.overviewIncludes.join(','));
    if (config.overviewFields.length) query.set('fields', config.overviewFields.join(','));
    const typeParam = calls.list.typeParam;
    if (typeParam?.in === 'query') query.set(typeParam.name, typeParam.value);
    const list = (await get(`${calls.list.path}?${query}`)) as { data: { id: number }[] } | undefined;
    // Each row's own detail, as the wizard fetches it: mock mode opens the entity that was clicked.
    if (calls.get) {
      for (const row of list?.data ?? []) {
        const path = calls.get.path.replace('{id}', String(row.id));
        const body = await get(`${path}?include=${ENTITY_INCLUDES}`);
        if (body !== undefined) details[path] = body;
      }
    }
    collections[config.type] = {
      path: calls.list.path,
      ...(typeParam?.in === 'query' ? { typeFilter: typeParam.value } : {}),
      ...(calls.delete && !calls.delete.notAllowed ? { deletePath: calls.delete.path } : {}),
      rows: list?.data ?? [],
    };
  }

  const dashboard = answers['/dashboard/homepage'] as
    { data?: { sections?: { widgets?: { name: string }[] }[] } } | undefined;
  for (const widget of dashboard?.data?.sections?.flatMap((section) => section.widgets ?? []) ?? []) {
    await record(`/dashboard/widgets/${widget.name}`);
    await record(`/dashboard/widgets/${widget.name}/data`);
  }

  writeFileSync(
    OUTPUT,
    `${JSON.stringify({ answers, collections, details }).replaceAll(RECORDED_ORIGIN, '')}\n`,
  );
  const rows = Object.values(collections).reduce((sum, c) => sum + c.rows.length, 0);
  console.log(`mock:record: ${Object.keys(answers).length} answers, ${rows} rows → ${OUTPUT}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

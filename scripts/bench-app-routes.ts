// CPU of the contract's routes per app build (docs/performance.md): builds APPS bare apps in one process,
// each with the validation plugin and the routes plugin (auth stubbed), and prints the CPU of the first
// build and the mean of the later ones — the server tests build about a hundred apps per worker.
//   npx tsx scripts/bench-app-routes.ts [APPS=8]
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../server/contract';
import { handlers } from '../server/handlers/registry';
import routesPlugin from '../server/plugins/routes';
import validationPlugin from '../server/plugins/validation';

const apps = Number(process.argv[2] ?? 8);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const perApp: number[] = [];
for (let i = 0; i < apps; i++) {
  const started = process.cpuUsage();
  const app = Fastify();
  await app.register(validationPlugin);
  await app.register(fp(async () => {}, { name: 'auth' }));
  await app.register(routesPlugin, { spec: loadContract(), handlers });
  await app.ready();
  perApp.push(cpuMs(started));
  await app.close();
}
const later = perApp.slice(1);
const mean = later.reduce((sum, ms) => sum + ms, 0) / Math.max(later.length, 1);
console.log(
  `first app ${perApp[0]!.toFixed(0)} ms CPU, later apps ${mean.toFixed(0)} ms CPU each (${later.length})`,
);
console.log(`per app: ${perApp.map((ms) => ms.toFixed(0)).join(' ')}`);

// Background work started by requests (exports) as `app.jobs`; closing the app waits for it first.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundJobs, type BackgroundJobs } from '../services/export';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

async function jobs(app: FastifyInstance) {
  const background = createBackgroundJobs(app.log);
  app.decorate('jobs', background);
  // preClose runs before any plugin closes, so a running export still has its database and mailer.
  app.addHook('preClose', async () => background.settled());
}

export default fp(jobs, { name: 'jobs' });

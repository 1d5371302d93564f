// Bulk actions (services/bulk-actions): registers their job with the job runner, bound to this app's database,
// domain events (the saves tell the listeners as a single save does), file store (a deleted medium's file) and
// clock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerBulkActionJobs } from '../services/bulk-actions/bulk-actions';

async function bulkActions(app: FastifyInstance) {
  registerBulkActionJobs(app.jobRunner, {
    db: app.db,
    domainEvents: app.domainEvents,
    log: app.log,
    now: () => app.now(),
  });
}

export default fp(bulkActions, { name: 'bulk-actions', dependencies: ['db', 'job-runner'] });

// Reports (spec 1 §2.9): the list with last runs, a report's chart, starting a run, a run's state and the
// download of a run's CSV. The work itself runs in the background (services/reports).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReportRunResponse } from '@generated/model';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import { reportChart, listReports } from '../services/reports/report-list';
import { findRun, startManualRun, toReportRun } from '../services/reports/report-runs';
import { route, type Handlers, type RequestOf } from './types';

const notFound = () => new HttpError(404, 'Not found.');

function definitionOf(request: RequestOf<'getReportChart' | 'startReportRun'>) {
  const definition = request.server.reports.definitions.find((d) => d.id === request.params.id);
  if (!definition) throw notFound();
  return definition;
}

export const reportsHandlers: Handlers = {
  listReports: route<'listReports'>(async (request) => {
    const { user } = authOf(request);
    const page = request.query.page ?? 1;
    const perPage = request.query.perPage ?? 20;
    const all = await listReports(request.server.db, user.tenantId, request.server.reports.definitions);
    const data = all.slice((page - 1) * perPage, page * perPage);
    return { data, meta: { pagination: paginationOf(page, perPage, all.length, data.length) } };
  }),

  getReportChart: route<'getReportChart'>(async (request) => {
    const definition = definitionOf(request);
    const data = await reportChart(request.server.db, authOf(request).user.tenantId, definition);
    return { data };
  }),

  startReportRun: route<'startReportRun'>(async (request, reply) => {
    const definition = definitionOf(request);
    const { user } = authOf(request);
    const run = await startManualRun(
      { db: request.server.db, runner: request.server.jobRunner },
      { tenantId: user.tenantId, reportId: definition.id, userId: user.id },
    );
    return reply.code(202).send({ data: toReportRun(run) } satisfies ReportRunResponse);
  }),

  getReportRun: route<'getReportRun'>(async (request) => {
    const run = await findRun(
      request.server.db,
      authOf(request).user.tenantId,
      request.params.id,
      request.params.runId,
    );
    if (!run) throw notFound();
    return { data: toReportRun(run) };
  }),

  downloadReportRun: route<'downloadReportRun'>(async (request, reply) => {
    const { user } = authOf(request);
    const definition = request.server.reports.definitions.find((d) => d.id === request.params.id);
    const run = await findRun(request.server.db, user.tenantId, request.params.id, request.params.runId);
    if (!definition || !run || run.status !== 'succeeded' || !run.filePath) throw notFound();
    const path = join(request.server.reports.dataDir, run.filePath);
    const size = await stat(path).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) throw new HttpError(404, 'The file of this run is no longer available.');
    const stamp = run.finishedAt!.toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${definition.slug}-${stamp}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(path));
  }),
};

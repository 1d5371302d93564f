// The reports list and a report's chart: the definitions with the state of their runs.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Report, ReportChart } from '@generated/model';
import type { Db } from '@server/db/client';
import { reportRuns } from '@server/db/schema';
import type { ReportDefinition } from '@server/content-model/reports/report-definition';
import { downloadLinkOf, toReportRun, type ReportRunRow } from './report-runs';

/** The latest run per report of the tenant in each of the given states. */
async function latestRuns(db: Db, tenantId: number, statuses: ReportRunRow['status'][]) {
  const rows = await db
    .selectDistinctOn([reportRuns.reportId])
    .from(reportRuns)
    .where(and(eq(reportRuns.tenantId, tenantId), inArray(reportRuns.status, statuses)))
    .orderBy(reportRuns.reportId, desc(reportRuns.id));
  return new Map(rows.map((row) => [row.reportId, row]));
}

export async function listReports(
  db: Db,
  tenantId: number,
  definitions: readonly ReportDefinition[],
): Promise<Report[]> {
  const [finished, succeeded, open] = await Promise.all([
    latestRuns(db, tenantId, ['succeeded', 'failed']),
    latestRuns(db, tenantId, ['succeeded']),
    latestRuns(db, tenantId, ['queued', 'running']),
  ]);
  return definitions.map((definition) => {
    const last = finished.get(definition.id);
    const success = succeeded.get(definition.id);
    const current = open.get(definition.id);
    return {
      id: definition.id,
      title: definition.title,
      description: definition.description,
      lastRunAt: last?.finishedAt?.toISOString() ?? null,
      lastRunFailed: last?.status === 'failed',
      lastSuccessfulRun: success
        ? {
            id: success.id,
            finishedAt: success.finishedAt!.toISOString(),
            downloadLink: downloadLinkOf(success),
          }
        : null,
      currentRun: current ? toReportRun(current) : null,
    };
  });
}

export async function reportChart(
  db: Db,
  tenantId: number,
  definition: ReportDefinition,
): Promise<ReportChart> {
  const [success] = await db
    .select()
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.tenantId, tenantId),
        eq(reportRuns.reportId, definition.id),
        eq(reportRuns.status, 'succeeded'),
      ),
    )
    .orderBy(desc(reportRuns.id))
    .limit(1);
  return {
    type: 'bar',
    xKey: definition.chart.xKey,
    xLabel: definition.chart.xLabel,
    yLabel: definition.chart.yLabel,
    dataKeys: definition.chart.dataKeys,
    data: success?.chartData ?? [],
    runId: success?.id ?? null,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getGetReportChartQueryKey,
  getListReportsQueryKey,
  useGetReportRun,
  useStartReportRun,
} from '@generated/api/reports/reports';
import type { Report } from '@generated/model';

/** How often a run under way is asked for its state. */
export const RUN_POLL_MS = 1000;

/**
 * 'Run now' of one report: starts a run (the server answers the open one if there is one), follows it
 * until it finishes, then refreshes the list and the chart.
 */
export function useReportRun(report: Report) {
  const queryClient = useQueryClient();
  const start = useStartReportRun();
  const [runId, setRunId] = useState<number | undefined>(report.currentRun?.id);
  const run = useGetReportRun(report.id, runId ?? 0, {
    query: {
      enabled: runId !== undefined,
      select: (response) => response.data,
      refetchInterval: (query) => {
        const status = query.state.data?.data.status;
        return status === 'succeeded' || status === 'failed' ? false : RUN_POLL_MS;
      },
    },
  });
  const status = run.data?.status;
  const finished = status === 'succeeded' || status === 'failed';
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: getListReportsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetReportChartQueryKey(report.id) });
  }, [finished, queryClient, report.id]);
  return {
    running: start.isPending || (runId !== undefined && !finished),
    failed: status === 'failed' || start.isError,
    runNow: () => start.mutate({ id: report.id }, { onSuccess: (response) => setRunId(response.data.id) }),
  };
}

// What a report is: a definition in code (title, description, the query it runs, its chart) whose runs
// are stored (report_runs). The query answers the CSV table and the chart rows at once.
import type { Db } from '@server/db/client';
import type { Cell } from '@server/services/export-file';

export type ChartRow = Record<string, string | number>;

export interface ReportResult {
  columns: string[];
  rows: Cell[][];
  chart: ChartRow[];
}

export interface ReportDefinition {
  /** Stable id: the API's report id and the key of its runs. */
  id: number;
  /** File names. */
  slug: string;
  title: string;
  description: string;
  chart: {
    xKey: string;
    xLabel: string;
    yLabel: string;
    /** At most two (spec 1 §2.9). */
    dataKeys: { key: string; label: string }[];
  };
  compute(db: Db, tenantId: number, now: Date): Promise<ReportResult>;
}

/** The rows of a raw query, whichever driver answered. */
export const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

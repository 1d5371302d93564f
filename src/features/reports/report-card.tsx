import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadReportRun } from '@generated/api/reports/reports';
import type { Report } from '@generated/model';
import { t } from '@/i18n';
import { formatReportDateTime } from '@/lib/format-date';
import { ReportChart } from './report-chart';
import { saveFile } from './save-file';
import { useReportRun } from './use-report-run';

const fileName = (report: Report) =>
  `${report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${report.lastSuccessfulRun!.finishedAt.slice(0, 10)}.csv`;

/** One report: title, description, last run, download of the last successful run, 'Run now' and its chart. */
export function ReportCard({ report }: { report: Report }) {
  const { running, failed, runNow } = useReportRun(report);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const titleId = `report-${report.id}-title`;
  const download = async () => {
    const last = report.lastSuccessfulRun!;
    setDownloadFailed(false);
    try {
      saveFile(await downloadReportRun(report.id, last.id), fileName(report));
    } catch {
      setDownloadFailed(true);
    }
  };
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`report-${report.id}`}
      sx={{ p: 3 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: 20, mb: 0.5 }}>
            {report.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {report.description}
          </Typography>
          <Typography variant="body2" data-testid="report-last-run">
            {t('reports.lastRun')}:{' '}
            {report.lastRunAt ? formatReportDateTime(report.lastRunAt) : t('reports.neverRun')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {report.lastSuccessfulRun ? (
            <Link
              component="button"
              type="button"
              onClick={() => void download()}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <DownloadIcon fontSize="small" />
              {t('reports.download')}
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('reports.noDownload')}
            </Typography>
          )}
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={runNow} disabled={running}>
            {running ? t('reports.running') : t('reports.runNow')}
          </Button>
        </Box>
      </Box>
      {running && <LinearProgress sx={{ mt: 2 }} aria-label={t('reports.running')} />}
      {(failed || report.lastRunFailed) && !running && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {failed ? t('reports.runFailed') : t('reports.lastRunFailed')}
        </Alert>
      )}
      {downloadFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('reports.downloadFailed')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <ReportChart reportId={report.id} title={report.title} />
      </Box>
    </Paper>
  );
}

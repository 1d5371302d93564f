import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListReports } from '@generated/api/reports/reports';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { ReportCard } from './report-card';

/** Reports (spec 1 §2.9): every report of the tenant with its last run, download, 'Run now' and chart. */
export function ReportsPage() {
  const reports = useListReports({ perPage: 100 }, { query: { select: (response) => response.data } });
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('reports.title')}
      </Typography>
      {reports.isPending ? (
        <PageLoader py={8} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))',
          }}
        >
          {(reports.data ?? []).map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetReportChart } from '@generated/api/reports/reports';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { chartSeries } from './chart-series';

/** A report's bar chart (recharts, part of the reports route only): axis labels, tooltips and a legend. */
export function ReportChart({ reportId, title }: { reportId: number; title: string }) {
  const chart = useGetReportChart(reportId, { query: { select: (response) => response.data } });
  if (chart.isPending) {
    return <PageLoader py={0} height={260} />;
  }
  if (chart.isError || !chart.data.data.length) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: 120 }}>
        <Typography color="text.secondary">{t('reports.chart.empty')}</Typography>
      </Box>
    );
  }
  const data = chart.data;
  const series = chartSeries(data.dataKeys);
  return (
    <Box
      role="img"
      aria-label={t('reports.chart.label', { title })}
      data-testid="report-chart"
      sx={{ height: 280 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.data} margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey={data.xKey}
            tick={{ fontSize: 12 }}
            label={{ value: data.xLabel, position: 'insideBottom', offset: -16, fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            label={{ value: data.yLabel, angle: -90, position: 'insideLeft', fontSize: 12 }}
          />
          <Tooltip />
          <Legend verticalAlign="top" height={28} itemSorter={null} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme, type CssVarsTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetReportChart } from '@generated/api/reports/reports';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { chartSeries } from './chart-series';

/** A report's bar chart (recharts, part of the reports route only): axis labels, tooltips and a legend. */
export function ReportChart({ reportId, title }: { reportId: number; title: string }) {
  // Recharts draws with SVG attributes: the current scheme's colour values, not CSS variables (the theme's
  // plain palette is the light scheme's).
  const theme = useTheme<CssVarsTheme>();
  const scheme = useColorScheme().colorScheme === 'dark' ? 'dark' : 'light';
  const palette = theme.colorSchemes[scheme]?.palette ?? theme.palette;
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
  const series = chartSeries(data.dataKeys, scheme);
  const tick = { fontSize: 12, fill: palette.text.secondary };
  const axisLabel = { fontSize: 12, fill: palette.text.secondary };
  return (
    <Box
      role="img"
      aria-label={t('reports.chart.label', { title })}
      data-testid="report-chart"
      sx={{ height: 280 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={palette.divider} />
          <XAxis
            dataKey={data.xKey}
            // Every label shows (recharts drops those that would touch): turned by 30° so ten shop names fit.
            interval={0}
            angle={-30}
            textAnchor="end"
            height={72}
            tick={tick}
            stroke={palette.text.secondary}
            label={{ value: data.xLabel, position: 'insideBottom', offset: 0, ...axisLabel }}
          />
          <YAxis
            allowDecimals={false}
            tick={tick}
            stroke={palette.text.secondary}
            label={{ value: data.yLabel, angle: -90, position: 'insideLeft', ...axisLabel }}
          />
          <Tooltip
            contentStyle={{ background: palette.background.paper, borderColor: palette.divider }}
            labelStyle={{ color: palette.text.primary }}
            cursor={{ fill: palette.action.hover }}
          />
          {/* The legend's text in the text colour: a light bar colour as text would not read at 4.5:1. */}
          <Legend
            verticalAlign="top"
            height={28}
            itemSorter={null}
            formatter={(value: string) => <span style={{ color: palette.text.primary }}>{value}</span>}
          />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

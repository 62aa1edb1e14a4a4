import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatUsd } from '../format';

const WIDTH = 720;
const HEIGHT = 260;
const AXIS = 24;
/** Room above the tallest bar for its value, written upwards. */
const TOP = 56;

/** 'YYYY-MM-DD' as 'DD/MM'. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** A bar's value, short enough to stand over a thirtieth of the chart: '$70', '$1.2K'. */
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The first date label starts at the chart's left edge and the last ends at its right one: none is cut. */
const anchorOf = (index: number, count: number) => (index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle');

/** Where a date label stands for its anchor: the slot's start, end or middle. */
const labelX = (index: number, count: number, slot: number) => {
  const anchor = anchorOf(index, count);
  return anchor === 'start' ? index * slot : anchor === 'end' ? (index + 1) * slot : index * slot + slot / 2;
};

/**
 * Sales per day of the last 30 days as plain SVG bars (no chart library): each day with sales
 * carries its value over its bar (issue 31), and its tooltip the day and its exact total; the
 * tallest bar's amount labels the scale; the first, middle and last days are named under them.
 */
export const SalesChart = ({ days }: { days: ReadonlyArray<{ date: string; total: number }> }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('bo.dashboard.chart.title');
  const highest = Math.max(0, ...days.map((day) => Number(day.total)));
  const slot = days.length ? WIDTH / days.length : WIDTH;
  const plot = HEIGHT - AXIS - TOP;
  const labelled = new Set([0, Math.floor(days.length / 2), days.length - 1]);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bo.dashboard.chart.highest', { amount: formatUsd(highest) })}
          </Typography>
        </Box>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={title}
          sx={{ width: '100%', height: 'auto', display: 'block', mt: 1 }}
        >
          <line x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} stroke={theme.palette.divider} />
          {days.map((day, index) => {
            const total = Number(day.total);
            const height = highest > 0 ? Math.max(total > 0 ? 2 : 0, (total / highest) * plot) : 0;
            return (
              <g key={day.date}>
                <rect
                  x={index * slot + slot * 0.15}
                  y={TOP + plot - height}
                  width={slot * 0.7}
                  height={height}
                  rx={2}
                  fill={theme.palette.primary.main}
                  data-date={day.date}
                  data-total={total}
                >
                  <title>{`${dayMonth(day.date)}: ${formatUsd(total)}`}</title>
                </rect>
                {total > 0 ? (
                  <text
                    x={index * slot + slot / 2}
                    y={TOP + plot - height - 4}
                    transform={`rotate(-90 ${index * slot + slot / 2} ${TOP + plot - height - 4})`}
                    dominantBaseline="central"
                    fontSize={11}
                    fill={theme.palette.text.primary}
                    data-value-of={day.date}
                  >
                    {compactUsd.format(total)}
                  </text>
                ) : null}
                {labelled.has(index) ? (
                  <text
                    x={labelX(index, days.length, slot)}
                    y={HEIGHT - 6}
                    textAnchor={anchorOf(index, days.length)}
                    data-date-label={day.date}
                    fontSize={12}
                    fill={theme.palette.text.secondary}
                  >
                    {dayMonth(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};

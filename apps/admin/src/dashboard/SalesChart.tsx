import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatUsd } from '../format';

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 24;
const TOP = 8;

/** 'YYYY-MM-DD' as 'DD/MM'. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * Sales per day of the last 30 days as plain SVG bars (no chart library): each bar's tooltip
 * tells the day and its total; the tallest bar's amount labels the scale.
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
                {labelled.has(index) ? (
                  <text
                    x={index * slot + slot / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
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

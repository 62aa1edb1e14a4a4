import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * One figure in a quarter-width card, named by its label (a group for screen readers), with an
 * optional line below: the dashboard's statistic blocks, the client's cards.
 */
export const FigureCard = ({ label, value, below }: { label: string; value: string; below?: ReactNode }) => {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }} role="group" aria-label={text}>
        <CardContent>
          <Typography variant="caption" color="text.secondary" component="p">
            {text}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={600}>
            {value}
          </Typography>
          {below ? (
            <Typography variant="body2" color="text.secondary">
              {below}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Grid>
  );
};

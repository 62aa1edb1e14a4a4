import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useApi } from '../../data/useApi';
import { formatAmount, formatUsd } from '../../format';
import { amountsOf, toCents } from '../../money';
import type { Client } from '../types';

const Figure = ({ label, main, cop }: { label: string; main: string; cop?: number | null }) => {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }} role="group" aria-label={text}>
        <CardContent>
          <Typography variant="caption" color="text.secondary" component="p">
            {text}
          </Typography>
          <Typography variant="h5" component="p">
            {main}
          </Typography>
          {cop !== undefined && cop !== null ? (
            <Typography variant="body2" color="text.secondary">
              COP {formatAmount(cop)}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </Grid>
  );
};

/**
 * Balance, debt, total orders and total spent, in USD and in pesos at the current rate. The
 * figures are the client's own fields, kept by the sales read model (client_balances).
 */
export const ClientCards = () => {
  const record = useRecordContext<Client>();
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  if (!record) return null;
  const money = (label: string, usd: number | undefined) => {
    const { usd: amount, cop } = amountsOf(toCents(usd ?? 0) ?? 0n, rate);
    return <Figure label={label} main={formatUsd(amount)} cop={cop} />;
  };
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} data-testid="client-cards">
      {money('bo.clients.cards.balance', record.balance)}
      {money('bo.clients.cards.debt', record.debt)}
      <Figure label="bo.clients.cards.total_orders" main={String(record.total_orders ?? 0)} />
      {money('bo.clients.cards.total_spent', record.total_spent)}
    </Grid>
  );
};

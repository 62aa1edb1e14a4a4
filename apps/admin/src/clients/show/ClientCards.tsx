import { Grid } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { FigureCard } from '../../common/FigureCard';
import { useApi } from '../../data/useApi';
import { formatAmount, formatUsd } from '../../format';
import { amountsOf } from '../../money';
import { ordersPending, signedCents } from '../ordersPending';
import type { Client } from '../types';

/**
 * The spec's four cards, each defined in docs/rules.md ('Client page') so they add up with the
 * histories below: what the client owes (the sum of the orders' Pendiente less their credit note,
 * below zero when the credit passes it), the total of their open orders, the orders sold (neither
 * estimates nor cancelled) and what they have paid (the sum of the orders' Pagado); and, when the
 * client holds a credit note from a devolution, that credit, 'Saldo a favor', and what the open
 * orders owe before it ('Pendiente de las órdenes'): a payment by credit note lowers both, the net
 * balance stays. Money in USD and in
 * pesos at the current rate (COP = Bs × cop_change). The figures are the client's own fields, kept
 * by the sales read model (client_balances).
 */
export const ClientCards = () => {
  const record = useRecordContext<Client>();
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  if (!record) return null;
  const money = (label: string, usd: number | undefined) => {
    const { usd: amount, cop } = amountsOf(signedCents(usd), rate);
    return (
      <FigureCard label={label} value={formatUsd(amount)} below={cop === null ? null : `COP ${formatAmount(cop)}`} />
    );
  };
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} data-testid="client-cards">
      {money('bo.clients.cards.balance', record.balance)}
      {money('bo.clients.cards.debt', record.debt)}
      <FigureCard label="bo.clients.cards.total_orders" value={String(record.total_orders ?? 0)} />
      {money('bo.clients.cards.total_spent', record.total_spent)}
      {(record.credit ?? 0) > 0 ? money('bo.clients.cards.orders_pending', ordersPending(record)) : null}
      {(record.credit ?? 0) > 0 ? money('bo.clients.cards.credit', record.credit) : null}
    </Grid>
  );
};

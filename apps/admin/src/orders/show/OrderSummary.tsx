import { Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatAmount, formatBs, formatDateTime, formatLongDate, formatUsd } from '../../format';
import { centsText, dollarsToBolivars, printedSaleTotal, printedSalePendingBs, toCents } from '../../money';
import { personName } from '../personName';
import { StateBadge } from '../StateBadge';
import type { OrderDetail } from '../types';
import { Item, Panel } from '../../common/Panel';
import { TaxRows } from '../../fiscal-sales/TaxRows';

/** USD and, below, Bs at the order's rate (or the Bs its documents print, `bs`). */
const Money = ({ usd, rate, bs }: { usd: number; rate: number; bs?: number | null }) => {
  const bolivars = bs !== undefined ? bs : dollarsToBolivars(toCents(usd) ?? 0n, rate);
  return (
    <>
      {formatUsd(usd)}
      {bolivars !== null ? ` / ${formatBs(typeof bolivars === 'number' ? bolivars : centsText(bolivars))}` : ''}
    </>
  );
};

/**
 * Client data, balances (total, paid, pending and, after an approved devolution, what it took off
 * the total, 'Devuelto', in USD and Bs at the order's rate; the total and the pending in Bs as the
 * Bs ticket prints them) and dates.
 */
export const OrderSummary = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  if (!order) return null;
  // The total and what is pending in Bs as the sale's Bs ticket prints them (docs/rules.md 'Printed amounts add up').
  const sale = { ...order, change: order.exchange_rate };
  // Issue 33: a taxed sale's Bs are its dollars (with the IVA) at its rate.
  const taxed = !!order.taxes?.length || Number(order.exempt ?? 0) > 0;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="bo.orders.client_data" testId="order-client">
          <Item label="resources.clients.fields.name">{order.client?.name}</Item>
          <Item label="resources.clients.fields.identification">{order.client?.identification}</Item>
          <Item label="resources.clients.fields.email">{order.client?.email}</Item>
          <Item label="resources.clients.fields.phone">{order.client?.phone}</Item>
          <Item label="resources.clients.fields.address">{order.client?.address}</Item>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="bo.orders.balances" testId="order-balances">
          <Item label="resources.orders.fields.order_state">
            <StateBadge state={order.order_state} />
          </Item>
          {/* Issue 33: a taxed sale's base, IVA per rate and exempt above its total (with the IVA). */}
          {taxed ? (
            <Item label="bo.orders.taxes">
              <TaxRows
                taxes={order as Required<Pick<OrderDetail, 'taxes' | 'exempt' | 'tax_total'>>}
                rate={order.exchange_rate}
              />
            </Item>
          ) : null}
          <Item label="bo.orders.total">
            <Money usd={order.total} rate={order.exchange_rate} bs={taxed ? undefined : printedSaleTotal(sale).bs} />
          </Item>
          <Item label="bo.orders.paid">
            <Money usd={order.balance} rate={order.exchange_rate} />
          </Item>
          <Item label="bo.orders.pending">
            <Money
              usd={order.pending}
              rate={order.exchange_rate}
              bs={order.pending > 0 && !taxed ? printedSalePendingBs(sale) : undefined}
            />
          </Item>
          {order.returned > 0 ? (
            <Item label="bo.orders.returned">
              <span data-testid="order-returned">
                <Money usd={order.returned} rate={order.exchange_rate} />
              </span>
            </Item>
          ) : null}
          <Item label="bo.orders.exchange_rate">{formatAmount(order.exchange_rate)}</Item>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="bo.orders.dates" testId="order-dates">
          <Item label="bo.orders.date">{formatLongDate(order.date)}</Item>
          <Item label="bo.orders.created_at">{formatDateTime(order.created_at)}</Item>
          <Item label="bo.orders.seller">{personName(order.responsible)}</Item>
          <Item label="bo.orders.credit">{translate(order.isCredit ? 'bo.orders.yes' : 'bo.orders.no')}</Item>
          <Item label="bo.orders.order_buy">{order.order_buy}</Item>
          <Item label="bo.orders.comentary">{order.comentary}</Item>
        </Panel>
      </Grid>
    </Grid>
  );
};

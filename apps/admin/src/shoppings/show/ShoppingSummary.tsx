import { Grid } from '@mui/material';
import { Item, Panel } from '../../common/Panel';
import { formatUsd } from '../../format';
import { formatPurchaseDate } from '../dates';
import { owedText, providerName } from '../status';
import { StatusBadge } from '../StatusBadge';
import type { Shopping } from '../types';

/**
 * The provider's data (name or company name, RIF, e-mail, phone) and the purchase's: invoice
 * number, date and due date (long es-ES), deposit, total, balance owed (the server's `balance`:
 * 0 once paid or cancelled) and the status badge.
 */
export const ShoppingSummary = ({ shopping }: { shopping: Shopping }) => (
  <Grid container spacing={2} sx={{ mb: 2 }}>
    <Grid size={{ xs: 12, md: 6 }}>
      <Panel title="bo.shoppings.provider_data" testId="shopping-provider">
        <Item label="bo.shoppings.provider_name">{providerName(shopping.provider)}</Item>
        <Item label="bo.shoppings.tax_id">{shopping.provider?.tax_id}</Item>
        <Item label="bo.shoppings.email">{shopping.provider?.email}</Item>
        <Item label="bo.shoppings.phone">{shopping.provider?.phone}</Item>
      </Panel>
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <Panel title="bo.shoppings.purchase_data" testId="shopping-data">
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Item label="bo.shoppings.invoice_number">{shopping.invoice_number}</Item>
            {shopping.control_number ? (
              <Item label="bo.shopping_fiscal.control_number">{shopping.control_number}</Item>
            ) : null}
            {shopping.withholding_voucher ? (
              <Item label="bo.shopping_fiscal.voucher_number">{shopping.withholding_voucher}</Item>
            ) : null}
            <Item label="bo.shoppings.date">{formatPurchaseDate(shopping.date)}</Item>
            <Item label="bo.shoppings.due_date">{formatPurchaseDate(shopping.due_date)}</Item>
            <Item label="bo.shoppings.deposit">{shopping.deposit?.name}</Item>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Item label="bo.shoppings.total">
              <span data-testid="shopping-total">{formatUsd(shopping.total)}</span>
            </Item>
            <Item label="bo.shoppings.balance_owed">
              <span data-testid="shopping-owed">{formatUsd(owedText(shopping))}</span>
            </Item>
            <Item label="bo.shoppings.status_label">
              <StatusBadge status={shopping.status} />
            </Item>
          </Grid>
        </Grid>
      </Panel>
    </Grid>
  </Grid>
);

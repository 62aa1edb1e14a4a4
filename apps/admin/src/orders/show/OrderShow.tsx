import { Box, CardContent, Grid, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { isClosedToMoney } from '../states';
import type { OrderDetail } from '../types';
import { OrderActions } from './OrderActions';
import { OrderDiscount } from './OrderDiscount';
import { OrderDocuments } from './OrderDocuments';
import { OrderDevolutions } from './OrderDevolutions';
import { OrderDispatches } from './OrderDispatches';
import { OrderInvoice } from './OrderInvoice';
import { OrderLines } from './OrderLines';
import { OrderPayments } from './OrderPayments';
import { OrderSummary } from './OrderSummary';
import { useOrderDetail } from './useOrderDetail';

/** 'Venta #12', and ' PEDIDO ANULADO' when cancelled. */
const useHeading = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  if (!order) return '';
  const title = translate('bo.orders.show_title', { number: order.number_order });
  return order.order_state === 'cancel' ? `${title} ${translate('bo.orders.cancelled_suffix')}` : title;
};

const Title = () => <>{useHeading()}</>;

const OrderDetails = () => {
  const order = useOrderDetail();
  const heading = useHeading();
  if (!order) return null;
  return (
    <CardContent>
      <Typography
        variant="h5"
        component="h2"
        sx={{ mb: 2 }}
        color={order.order_state === 'cancel' ? 'error' : undefined}
      >
        {heading}
      </Typography>
      <OrderSummary />
      <Box sx={{ mb: 2 }}>
        <OrderDocuments />
      </Box>
      <Box sx={{ mb: 2 }}>
        <OrderLines />
      </Box>
      {isClosedToMoney(order.order_state) ? null : (
        <Grid container spacing={2}>
          {/* The payments' seven columns need the card's whole width (in 7/12 they were cut at 'Usuario'). */}
          <Grid size={12}>
            <OrderPayments />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OrderDiscount />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <OrderInvoice />
          </Grid>
          <Grid size={12}>
            <OrderDispatches />
          </Grid>
          <Grid size={12}>
            <OrderDevolutions />
          </Grid>
        </Grid>
      )}
    </CardContent>
  );
};

/**
 * /orders/{id}: 'Venta #{number_order}' (+ 'PEDIDO ANULADO'), client, balances, dates, lines
 * with their dispatch, totals; unless an estimate or cancelled (sales.md section 4), payments and
 * the payment entry, discount, invoice number, dispatches and devolutions; its documents (Presupuesto, Nota de entrega, Factura, tickets); 'Procesar orden', 'Anular orden' and 'Nueva venta'. Each command waits for the server.
 */
export const OrderShow = () => (
  <Show<OrderDetail> title={<Title />} actions={<OrderActions />}>
    <OrderDetails />
  </Show>
);

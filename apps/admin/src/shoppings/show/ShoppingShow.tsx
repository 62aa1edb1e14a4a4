import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Show, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { isSettled } from '../status';
import type { Shopping } from '../types';
import { NewPaymentForm } from './NewPaymentForm';
import { ShoppingActions } from './ShoppingActions';
import { ShoppingLines } from './ShoppingLines';
import { ShoppingPayments } from './ShoppingPayments';
import { ShoppingSummary } from './ShoppingSummary';
import { useShoppingDetail } from './useShoppingDetail';

const Title = () => {
  const shopping = useShoppingDetail();
  const translate = useTranslate();
  return <>{shopping ? translate('bo.shoppings.show_title', { number: shopping.number_shopping }) : ''}</>;
};

/** 'COMPRA ANULADA' on a cancelled purchase, 'COMPRA PAGADA' on a paid one. */
const HeadingBadge = ({ shopping }: { shopping: Shopping }) => {
  const translate = useTranslate();
  if (shopping.status === 'cancelled')
    return <Chip color="error" label={translate('bo.shoppings.cancelled_badge')} sx={{ fontWeight: 700 }} />;
  if (shopping.status === 'paid')
    return <Chip color="success" label={translate('bo.shoppings.paid_badge')} sx={{ fontWeight: 700 }} />;
  return null;
};

const ShoppingDetails = () => {
  const shopping = useShoppingDetail();
  const translate = useTranslate();
  const mayPay = useCan('shoppings', 'pay');
  if (!shopping) return null;
  return (
    <CardContent>
      <Stack direction="row" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2">
          {translate('bo.shoppings.show_title', { number: shopping.number_shopping })}
        </Typography>
        <HeadingBadge shopping={shopping} />
      </Stack>
      <ShoppingSummary shopping={shopping} />
      <Box sx={{ mb: 2 }}>
        <ShoppingLines shopping={shopping} />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ShoppingPayments shopping={shopping} />
      </Box>
      {mayPay && !isSettled(shopping) ? <NewPaymentForm shopping={shopping} /> : null}
    </CardContent>
  );
};

/**
 * /shoppings/{id}: 'Compra #{number_shopping}' with 'COMPRA ANULADA' / 'COMPRA PAGADA', back to
 * /shoppings; the provider's and the purchase's data (total, balance owed, status), its products
 * with the grand total, its payments, and 'Registrar Nuevo Pago' (shoppings.pay; not on a paid or
 * cancelled purchase); 'Marcar como pagada' and 'Anular compra' after their confirmations. Each
 * command waits for the server, whose answer the page then shows without a reload. 'Imprimir'
 * opens /api/shoppings/{id}/report (its PDF) in a new tab.
 */
export const ShoppingShow = () => (
  <Show<Shopping> title={<Title />} actions={<ShoppingActions />}>
    <ShoppingDetails />
  </Show>
);

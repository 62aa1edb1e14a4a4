import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBs, formatQuantity, formatUsd } from '../../format';
import { Totals } from '../cart/Totals';
import { amountsOf, printedSaleTotal, toCents } from '../../money';
import { TaxRows } from '../../fiscal-sales/TaxRows';
import { orderTicketUrl } from '../../orders/documents';
import type { OrderDetail } from '../../orders/types';

/**
 * The sale's receipt: 'Venta #N', the client, the lines, the totals in USD, Bs and COP, the
 * payments and what is still pending; 'Imprimir ticket' opens its 80 mm ticket to print, and
 * 'Nueva venta' starts the next sale at once.
 */
export const PrintStep = ({ order, onNewSale }: { order: OrderDetail; onNewSale: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.pos.${key}`, options);
  const taxed = !!order.taxes?.length || Number(order.exempt ?? 0) > 0;
  return (
    <Card variant="outlined" sx={{ maxWidth: 720, mx: 'auto' }} className="pos-receipt">
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('sale_number', { number: order.number_order })}
        </Typography>
        {order.client ? (
          <Typography color="text.secondary">
            {order.client.name} · {order.client.identification}
          </Typography>
        ) : null}
        <Table size="small" aria-label={t('receipt_lines')} sx={{ my: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('product')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((line) => (
              <TableRow key={String(line.id)}>
                <TableCell>
                  {line.code} {line.name}
                </TableCell>
                <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
                <TableCell align="right">{formatUsd(line.price)}</TableCell>
                <TableCell align="right">{formatUsd(line.subtotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {/* Issue 33: a taxed sale's base, IVA per rate and exempt; its total (with the IVA) at its rate. */}
        {taxed ? <TaxRows taxes={order as Required<OrderDetail>} rate={order.exchange_rate} /> : null}
        {/* As the sale's tickets print them (docs/rules.md 'Printed amounts add up'). */}
        <Totals
          cents={toCents(order.total) ?? 0n}
          rate={{ change: order.exchange_rate, cop_change: order.cop_change }}
          amounts={
            taxed
              ? amountsOf(toCents(order.total) ?? 0n, { change: order.exchange_rate, cop_change: order.cop_change }, 1)
              : printedSaleTotal({ ...order, change: order.exchange_rate }, 1)
          }
        />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" fontWeight={600}>
          {t('payments')}
        </Typography>
        {order.pays.length === 0 ? (
          <Typography color="text.secondary">{t('no_payments')}</Typography>
        ) : (
          order.pays.map((pay) => (
            <Box key={String(pay.id)} sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography>{pay.method.name}</Typography>
              <Typography>
                {formatUsd(pay.amount)}
                {pay.amount_bs > 0 ? ` (${formatBs(pay.amount_bs)})` : ''}
                {Number(pay.igtf ?? 0) !== 0 ? ` · ${translate('bo.fiscal_sales.igtf')} ${formatUsd(pay.igtf)}` : ''}
              </Typography>
            </Box>
          ))
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography>{t('pending')}</Typography>
          <Typography>{formatUsd(order.pending)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, justifyContent: 'flex-end' }}>
          {/* The sale's 80 mm ticket (the server's PDF) in a new tab, where the browser prints it. */}
          <Button
            component="a"
            href={orderTicketUrl(order.id, 'usd')}
            target="_blank"
            rel="noopener"
            startIcon={<PrintIcon />}
          >
            {t('print_ticket')}
          </Button>
          <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={onNewSale}>
            {t('new_sale')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

import { useState } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatQuantity, formatUsd } from '../../format';
import type { OrderDetail } from '../types';
import { Panel } from '../../common/Panel';
import { useCan } from '../../access/useCan';
import { useOrderCommand } from './useOrderCommand';

/** Every unit came back before it was dispatched: nothing to dispatch any more (docs/rules.md 'Devolutions'). */
const fullyReturned = (line: OrderDetail['products'][number]) => (line.returned_quantity ?? 0) >= line.quantity;

const Totals = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" justifyContent="space-between" gap={4}>
      <Typography fontWeight={strong ? 700 : 400}>{translate(label)}</Typography>
      <Typography fontWeight={strong ? 700 : 400}>{value}</Typography>
    </Stack>
  );
  return (
    <Box sx={{ ml: 'auto', mt: 2, maxWidth: 320 }} data-testid="order-totals">
      {row('bo.orders.subtotal', formatUsd(order.subtotal))}
      {row('bo.orders.discount', formatUsd(order.discount))}
      {/* What approved devolutions took off: subtotal - discount - returned = total. */}
      {order.returned > 0 ? row('bo.orders.returned', formatUsd(-order.returned)) : null}
      {row('bo.orders.total', formatUsd(order.total), true)}
    </Box>
  );
};

/**
 * The order's lines (code, name, deposit, quantity, the units returned when any were, price,
 * subtotal, 'Despachado' / 'No Despachado', or 'Devuelto' when every unit came back undispatched)
 * and totals (with what devolutions took off). In delivery, the undispatched lines with units
 * still sold can be chosen and sent with 'Despachar productos'.
 */
export const OrderLines = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const { run, running } = useOrderCommand();
  const [chosen, setChosen] = useState<number[]>([]);
  // Whoever reads a sale sees its lines; only those who dispatch choose and send them (not the auditor).
  const mayDispatch = useCan('orders', 'dispatch');
  if (!order) return null;
  const dispatching = mayDispatch && order.order_state === 'delivery';
  const returning = order.products.some((line) => (line.returned_quantity ?? 0) > 0);
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((line) => line !== id) : [...current, id]));
  const dispatch = async () => {
    try {
      await run('dispatches', 'bo.orders.dispatched_ok', { products: chosen });
      setChosen([]);
    } catch {
      // Told in the toast.
    }
  };
  const t = (key: string) => translate(`bo.orders.${key}`);
  return (
    <Panel title="bo.orders.lines">
      <TableContainer>
        <Table size="small" aria-label={t('lines')}>
          <TableHead>
            <TableRow>
              {dispatching ? <TableCell padding="checkbox" /> : null}
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('deposit')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              {returning ? <TableCell align="right">{t('returned_units')}</TableCell> : null}
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('subtotal')}</TableCell>
              <TableCell>{t('dispatch_state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.products.map((line) => (
              <TableRow key={line.id}>
                {dispatching ? (
                  <TableCell padding="checkbox">
                    {line.dispatch || fullyReturned(line) ? null : (
                      <Checkbox
                        checked={chosen.includes(line.id)}
                        onChange={() => toggle(line.id)}
                        slotProps={{
                          input: { 'aria-label': translate('bo.orders.dispatch_select_line', { name: line.name }) },
                        }}
                      />
                    )}
                  </TableCell>
                ) : null}
                <TableCell>{line.code}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>{line.deposit?.name ?? '—'}</TableCell>
                <TableCell align="right">{formatQuantity(line.quantity)}</TableCell>
                {returning ? <TableCell align="right">{formatQuantity(line.returned_quantity ?? 0)}</TableCell> : null}
                <TableCell align="right">{formatUsd(line.price)}</TableCell>
                <TableCell align="right">{formatUsd(line.subtotal)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={line.dispatch ? 'success' : 'default'}
                    label={t(line.dispatch ? 'dispatched' : fullyReturned(line) ? 'returned' : 'not_dispatched')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {dispatching ? (
        <Stack direction="row" alignItems="center" gap={2} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<LocalShippingIcon />}
            disabled={chosen.length === 0 || running}
            onClick={dispatch}
          >
            {t('dispatch')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('dispatch_select')}
          </Typography>
        </Stack>
      ) : null}
      <Totals order={order} />
    </Panel>
  );
};

import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { isClosedToMoney } from '../states';
import type { OrderDetail } from '../types';
import { WhyDisabled } from '../../common/WhyDisabled';
import { Panel } from '../../common/Panel';
import { useOrderCommand } from './useOrderCommand';
import { useFiscalRegime } from '../../fiscal/useFiscalRegime';
import { OrderFiscalInvoice } from './OrderFiscalInvoice';

/**
 * The invoice number (admin, sales, financial; not on an estimate nor a cancelled order): set
 * once, then shown with 'Editar factura' to change it. A number another order holds is refused
 * by the server ('El número de factura ya está registrado').
 */
export const OrderInvoice = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const allowed = useCan('orders', 'pay');
  const { run, running } = useOrderCommand();
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const regime = useFiscalRegime();
  // Issue 33: under a fiscal regime (or once a fiscal invoice was issued) the server assigns the numbers.
  if (order?.invoice || (regime && regime !== 'none')) return <OrderFiscalInvoice />;
  if (!order || !allowed || isClosedToMoney(order.order_state) || !regime) return null;
  const t = (key: string) => translate(`bo.orders.${key}`);

  const save = async () => {
    try {
      await run('invoice', 'bo.orders.invoice_saved', { invoice_number: number.trim() }, 'PUT');
      setEditing(false);
    } catch {
      // Told in the toast.
    }
  };

  const showForm = editing || !order.invoice_number;
  return (
    <Panel title="bo.orders.invoice" testId="order-invoice">
      {showForm ? (
        // The buttons wrap under the field before its label is cut ('Número de fac…' on phones).
        <Stack direction="row" flexWrap="wrap" gap={2} alignItems="center">
          <TextField
            size="small"
            sx={{ flex: '1 1 200px' }}
            label={t('invoice_number')}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
          <WhyDisabled reason={!running && number.trim() === '' ? t('invoice_save_needs_number') : null}>
            <Button variant="contained" onClick={save} disabled={running || number.trim() === ''}>
              {t('invoice_save')}
            </Button>
          </WhyDisabled>
          {editing ? <Button onClick={() => setEditing(false)}>{translate('bo.payment_entry.cancel')}</Button> : null}
        </Stack>
      ) : (
        <Stack direction="row" gap={2} alignItems="center">
          <Typography>
            {t('invoice_number')}: <strong>{order.invoice_number}</strong>
          </Typography>
          <Button
            onClick={() => {
              setNumber(order.invoice_number ?? '');
              setEditing(true);
            }}
          >
            {t('invoice_edit')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
};

/**
 * Issue 33: the fiscal invoice on a sale's page under a fiscal regime. Before it is issued, an
 * 'Emitir factura' button (for who may set the invoice number) that asks for confirmation, since
 * the numbers are final; once issued, its invoice and control numbers and day. The Factura PDF and
 * the credit notes' PDFs are among the sale's documents (OrderDocuments).
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { formatCalendarDate } from '../../calendarDate';
import { Panel } from '../../common/Panel';
import { isClosedToMoney } from '../states';
import type { OrderDetail } from '../types';
import { useOrderCommand } from './useOrderCommand';
import { ConfirmDialog } from '../../fiscal/ConfirmDialog';

export const OrderFiscalInvoice = () => {
  const order = useRecordContext<OrderDetail>();
  const translate = useTranslate();
  const allowed = useCan('orders', 'pay');
  const { run, running } = useOrderCommand();
  const [confirming, setConfirming] = useState(false);
  if (!order) return null;
  const t = (key: string) => translate(`bo.orders.fiscal.${key}`);
  const invoice = order.invoice;
  if (!invoice && (!allowed || isClosedToMoney(order.order_state))) return null;

  const issue = async () => {
    setConfirming(false);
    try {
      await run('invoice', 'bo.orders.fiscal.issued', {}, 'PUT');
    } catch {
      // Told in the toast.
    }
  };

  return (
    <Panel title="bo.orders.fiscal.title" testId="order-fiscal-invoice">
      {invoice ? (
        <Typography component="div">
          {t('number')} <strong>{invoice.number}</strong> · {t('control_number')}{' '}
          <strong>{invoice.control_number}</strong> · {t('date')} {formatCalendarDate(invoice.date)}
        </Typography>
      ) : (
        <Button
          variant="contained"
          startIcon={<ReceiptLongIcon />}
          onClick={() => setConfirming(true)}
          disabled={running}
        >
          {t('issue')}
        </Button>
      )}
      <ConfirmDialog
        id="invoice-confirm-title"
        open={confirming}
        title={t('confirm_title')}
        text={t('confirm')}
        confirm={t('confirm_button')}
        cancel={t('cancel')}
        busy={running}
        onClose={() => setConfirming(false)}
        onConfirm={() => void issue()}
      />
    </Panel>
  );
};

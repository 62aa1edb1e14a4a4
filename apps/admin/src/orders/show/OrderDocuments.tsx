/** The sale's printed documents on its detail page (sales.md, Sale detail: report links and print buttons). */
import DescriptionIcon from '@mui/icons-material/Description';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ReactElement } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Panel } from '../../common/Panel';
import { creditNoteUrl, orderDocumentUrl, orderTicketUrl, posTicketPath, type TicketCurrency } from '../documents';
import { useOrderDetail } from './useOrderDetail';

/** Opens in a new tab (the PDF, or the POS's ticket screen), the sale's page stays. */
const NewTab = ({ href, label, icon }: { href: string; label: string; icon: ReactElement }) => (
  <Button component="a" href={href} target="_blank" rel="noopener" size="small" variant="outlined" startIcon={icon}>
    {label}
  </Button>
);

/**
 * The sale's documents (sales.md, Sale detail): Presupuesto, Nota de entrega, Factura (once it has
 * an invoice number) and the POS ticket screen, each in a new tab; once the sale is not waiting for
 * payment, the 80 mm ticket in USD, BsD and, when the sale has a peso rate, COP.
 */
export const OrderDocuments = () => {
  const order = useOrderDetail();
  const translate = useTranslate();
  if (!order) return null;
  const t = (key: string) => translate(`bo.orders.documents.${key}`);
  const tickets: [TicketCurrency, string][] = [
    ['usd', 'USD'],
    ['ves', 'BsD'],
    ...(order.cop_change ? ([['cop', 'COP']] as [TicketCurrency, string][]) : []),
  ];
  return (
    <Panel title="bo.orders.documents.title" testId="order-documents">
      <Stack direction="row" flexWrap="wrap" gap={1} aria-label={t('reports')} role="group">
        <NewTab href={orderDocumentUrl(order.id, 'report')} label={t('estimate')} icon={<DescriptionIcon />} />
        <NewTab
          href={orderDocumentUrl(order.id, 'report-storer')}
          label={t('delivery_note')}
          icon={<DescriptionIcon />}
        />
        {order.invoice_number ? (
          <NewTab href={orderDocumentUrl(order.id, 'report-invoice')} label={t('invoice')} icon={<ReceiptIcon />} />
        ) : null}
        {/* Issue 33: the credit notes of the fiscal invoice. */}
        {(order.credit_notes ?? []).map((note) => (
          <NewTab
            key={note.devolution_id}
            href={creditNoteUrl(order.id, note.devolution_id)}
            label={translate('bo.orders.documents.credit_note', { number: note.number })}
            icon={<ReceiptIcon />}
          />
        ))}
        <NewTab href={posTicketPath(order.id)} label={t('pos')} icon={<ReceiptIcon />} />
      </Stack>
      {order.order_state !== 'request' ? (
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 1 }} aria-label={t('tickets')} role="group">
          {tickets.map(([currency, label]) => (
            <Button
              key={currency}
              size="small"
              startIcon={<PrintIcon />}
              aria-label={`${t('print_ticket')} ${label}`}
              onClick={() => window.open(orderTicketUrl(order.id, currency), '_blank', 'noopener')}
            >
              {label}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Panel>
  );
};

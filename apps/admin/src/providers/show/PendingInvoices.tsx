import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useRecordContext, useTranslate } from 'react-admin';
import { formatLongDate, formatUsd } from '../../format';
import type { PendingInvoice, Provider } from '../types';
import { ListPagination } from '../../common/ListPagination';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate('bo.providers.no_pending_invoices')}
    </Typography>
  );
};

/** The provider's purchases still owed: number, date, amount, status, and the invoice's report (new tab). */
export const PendingInvoices = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  const list = useList<PendingInvoice>({ data: record?.pending_invoices ?? [], perPage: 10 });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('bo.providers.pending_invoices')}
        </Typography>
        <ListContextProvider value={list}>
          <DataTable<PendingInvoice> resource="shoppings" bulkActionButtons={false} rowClick={false} empty={<Empty />}>
            <DataTable.Col source="invoice_number" label="bo.providers.invoice.number" />
            <DataTable.Col
              source="date"
              label="bo.providers.invoice.date"
              render={(invoice) => formatLongDate(invoice.date)}
            />
            <DataTable.Col
              source="total"
              label="bo.providers.invoice.amount"
              render={(invoice) => formatUsd(invoice.total)}
            />
            <DataTable.Col
              source="status"
              label="bo.providers.invoice.status"
              render={(invoice) => translate(`bo.providers.status.${invoice.status}`, { _: invoice.status })}
            />
            <DataTable.Col
              label="bo.providers.invoice.actions"
              disableSort
              render={(invoice) => (
                <MuiLink href={`/shoppings/${invoice.id}/report`} target="_blank" rel="noopener">
                  {translate('bo.providers.invoice.report')}
                </MuiLink>
              )}
            />
          </DataTable>
          {list.total ? <ListPagination rowsPerPageOptions={[10]} /> : null}
        </ListContextProvider>
      </CardContent>
    </Card>
  );
};

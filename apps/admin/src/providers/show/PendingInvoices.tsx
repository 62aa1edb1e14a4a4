import DoneAllIcon from '@mui/icons-material/DoneAll';
import PrintIcon from '@mui/icons-material/Print';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, ListContextProvider, useList, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access/useCan';
import { detailPath } from '../../common/detailRoutes';
import { FileLink } from '../../common/FileLink';
import { ListPagination } from '../../common/ListPagination';
import { formatUsd } from '../../format';
import { formatPurchaseDate } from '../../shoppings/dates';
import { ShoppingCommandButton } from '../../shoppings/show/ShoppingCommandButton';
import { StatusBadge } from '../../shoppings/StatusBadge';
import type { PendingShopping, Provider } from '../types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate('bo.providers.no_pending_invoices')}
    </Typography>
  );
};

/** What is still owed of it: the server's balance (total - total_paid). */
const owedOf = (shopping: PendingShopping) =>
  shopping.balance ?? (Number(shopping.total) - Number(shopping.total_paid ?? 0)).toFixed(2);

/** The purchase's own number ('#3'), a link to it (the row opens it too). */
const ShoppingLink = ({ shopping }: { shopping: PendingShopping }) =>
  shopping.number_shopping ? (
    <Link component={RouterLink} to={detailPath('shoppings', shopping.id)} onClick={(event) => event.stopPropagation()}>
      #{shopping.number_shopping}
    </Link>
  ) : null;

/** 'Marcar como Pagada' on an unpaid one (after its confirmation), for those who may. */
const MarkPaid = ({ shopping }: { shopping: PendingShopping }) => {
  const allowed = useCan('shoppings', 'paid');
  if (!allowed || shopping.paid) return null;
  return (
    <ShoppingCommandButton
      id={shopping.id}
      label="bo.providers.invoice.mark_paid"
      icon={<DoneAllIcon />}
      command="paid"
      color="success"
      variant="text"
      confirm={{ title: 'bo.providers.invoice.mark_paid_title', content: 'bo.providers.invoice.mark_paid_confirm' }}
      success="bo.providers.invoice.marked_paid"
    />
  );
};

/**
 * The provider's purchases still owed (`pending_shoppings`): the provider's invoice number, the
 * purchase's own number (a link to it), date, what is still owed of it (its `balance`), status and 'Marcar como Pagada' (POST /api/shoppings/{id}/paid, then the page is read
 * again: balance and table). Rows open /shoppings/{id}. Empty: 'No hay facturas pendientes'.
 * 'Reporte' opens the purchase's PDF (/api/shoppings/{id}/report) in a new tab.
 */
export const PendingInvoices = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  const list = useList<PendingShopping>({ data: record?.pending_shoppings ?? [], perPage: 10 });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('bo.providers.pending_invoices')}
        </Typography>
        <ListContextProvider value={list}>
          <DataTable<PendingShopping>
            resource="shoppings"
            bulkActionButtons={false}
            rowClick={(id) => detailPath('shoppings', id)}
            empty={<Empty />}
          >
            <DataTable.Col
              source="invoice_number"
              label="bo.providers.invoice.number"
              render={(shopping) => shopping.invoice_number ?? ''}
            />
            <DataTable.Col
              source="number_shopping"
              label="bo.providers.invoice.shopping"
              render={(shopping) => <ShoppingLink shopping={shopping as PendingShopping} />}
            />
            <DataTable.Col
              source="date"
              label="bo.providers.invoice.date"
              render={(shopping) => formatPurchaseDate(shopping.date)}
            />
            <DataTable.Col
              source="balance"
              label="bo.providers.invoice.amount"
              align="right"
              render={(shopping) => formatUsd(owedOf(shopping as PendingShopping))}
            />
            <DataTable.Col
              source="status"
              label="bo.providers.invoice.status"
              render={(shopping) => <StatusBadge status={shopping.status} />}
            />
            <DataTable.Col
              label="bo.providers.invoice.actions"
              disableSort
              render={(shopping) => (
                <>
                  <FileLink
                    path={`shoppings/${shopping.id}/report`}
                    label="bo.providers.invoice.report"
                    icon={<PrintIcon />}
                  />
                  <MarkPaid shopping={shopping as PendingShopping} />
                </>
              )}
            />
          </DataTable>
          {list.total ? <ListPagination rowsPerPageOptions={[10]} /> : null}
        </ListContextProvider>
      </CardContent>
    </Card>
  );
};

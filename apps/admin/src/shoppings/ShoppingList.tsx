import { Box } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { useCan } from '../access/useCan';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import { ListEmpty } from '../common/ListEmpty';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { joined, PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import { SearchToggleButton } from '../common/SearchToggleButton';
import { formatUsd } from '../format';
import { formatPurchaseDate } from './dates';
import { providerName } from './status';
import { StatusBadge } from './StatusBadge';
import type { Shopping } from './types';

/** Not always on: 'Buscar compras' shows and hides it (the provider's name or the invoice number). */
const filters = [<SearchInput key="q" source="q" placeholder="Proveedor o número de factura" />];

const Actions = ({ canWrite }: { canWrite: boolean }) => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <BackLink to="/" />
    <Box sx={{ display: 'flex', gap: 1 }}>
      <SearchToggleButton show="bo.shoppings.show_search" hide="bo.shoppings.hide_search" />
      {canWrite ? <CreateButton label="bo.shoppings.create" /> : null}
    </Box>
  </TopToolbar>
);

const rowClick = (id: Shopping['id']) => detailPath('shoppings', id);

/** On phones: '#3 · provider' and the total, then the invoice, the date and the state badge. */
const phoneRow: PhoneRow<Shopping> = {
  primary: (record) => joined(`#${record.number_shopping}`, providerName(record.provider)),
  tertiary: (record) => formatUsd(record.total),
  secondary: (record) => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {joined(record.invoice_number, formatPurchaseDate(record.date))}
      <StatusBadge status={record.status} component="span" />
    </Box>
  ),
};

/**
 * /shoppings (Compras): back to /, 'Buscar compras' (provider or invoice number, 300 ms), 'Nueva
 * Compra' for those who register purchases; #, Proveedor, Factura, Fecha, Vencimiento, Total,
 * Estado; newest first, 25 a page; rows open /shoppings/{id}. Empty: 'No hay compras disponibles'.
 * On phones, one SimpleList row per purchase.
 */
export const ShoppingList = () => {
  const canWrite = useCan('shoppings', 'write');
  const isPhone = useIsPhone();
  const empty = <ListEmpty message="bo.shoppings.empty" createLabel={canWrite ? 'bo.shoppings.create' : undefined} />;
  return (
    <List<Shopping>
      error={<ListError />}
      title="bo.shoppings.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'number_shopping', order: 'DESC' }}
      perPage={25}
      actions={<Actions canWrite={canWrite} />}
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Shopping> row={phoneRow} rowClick={rowClick} empty={empty} />
      ) : (
        <DataTable<Shopping> rowClick={rowClick} bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="number_shopping" />
          <DataTable.Col source="provider" disableSort render={(record) => providerName(record.provider)} />
          <DataTable.Col source="invoice_number" disableSort />
          <DataTable.Col source="date" render={(record) => formatPurchaseDate(record.date)} />
          <DataTable.Col source="due_date" render={(record) => formatPurchaseDate(record.due_date)} />
          <DataTable.Col source="total" align="right" render={(record) => formatUsd(record.total)} />
          <DataTable.Col source="status" disableSort render={(record) => <StatusBadge status={record.status} />} />
        </DataTable>
      )}
    </List>
  );
};

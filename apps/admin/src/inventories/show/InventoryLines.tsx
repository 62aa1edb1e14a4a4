import { Typography } from '@mui/material';
import { DataTable, ListBase, useTranslate, type Identifier } from 'react-admin';
import { formatQuantity } from '../../format';
import type { InventoryLine } from '../types';
import { ListPagination } from '../../common/ListPagination';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate('bo.inventories.no_lines')}
    </Typography>
  );
};

/** The inventory's products, 10 a page, from GET /api/inventories/{id}/lines: Código, Producto, Depósito, Cantidad. */
export const InventoryLines = ({ id }: { id: Identifier }) => (
  <ListBase
    resource={`inventories/${encodeURIComponent(String(id))}/lines`}
    perPage={10}
    sort={{ field: 'id', order: 'ASC' }}
    disableSyncWithLocation
    storeKey={false}
  >
    <DataTable<InventoryLine> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col label="bo.inventories.code" disableSort render={(line) => line.product?.code} />
      <DataTable.Col label="bo.inventories.product" disableSort render={(line) => line.product?.name} />
      <DataTable.Col label="bo.inventories.deposit" disableSort render={(line) => line.deposit?.name} />
      <DataTable.Col
        label="bo.inventories.quantity"
        align="right"
        disableSort
        render={(line) => formatQuantity(line.quantity)}
      />
    </DataTable>
    <ListPagination rowsPerPageOptions={[10]} />
  </ListBase>
);

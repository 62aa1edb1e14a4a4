import { Typography } from '@mui/material';
import { DataTable, ListBase, useTranslate, type Identifier } from 'react-admin';
import { formatLongDate, formatQuantity } from '../format';
import { ListPagination } from '../common/ListPagination';

/** One row of GET /api/products/{id}/stock-card, newest first. */
interface StockMovement {
  id: Identifier;
  at: string;
  /** The day the move is dated on: its document's (a sale's date), else the day it was recorded. */
  date: string;
  document: { type: string; id: string; label: string };
  deposit: { id: Identifier; name: string } | null;
  quantity_in: number;
  quantity_out: number;
  balance: number;
}

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate('bo.products.stock_card.empty')}
    </Typography>
  );
};

const column = (name: string) => `bo.products.stock_card.${name}`;
const quantityOrBlank = (value: number) => (Number(value) ? formatQuantity(value) : '');

/**
 * 'Movimientos de inventario': each stock move of the product, 10 a page, in the order recorded,
 * on its document's day, with the balance after it.
 */
export const StockCard = ({ productId }: { productId: Identifier }) => (
  <ListBase
    resource={`products/${encodeURIComponent(String(productId))}/stock-card`}
    perPage={10}
    sort={{ field: 'id', order: 'DESC' }}
    disableSyncWithLocation
    storeKey={false}
  >
    <DataTable<StockMovement> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col label={column('date')} disableSort render={(move) => formatLongDate(move.date)} />
      <DataTable.Col label={column('document')} disableSort render={(move) => move.document?.label} />
      <DataTable.Col label={column('deposit')} disableSort render={(move) => move.deposit?.name} />
      <DataTable.Col
        label={column('in')}
        align="right"
        disableSort
        render={(move) => quantityOrBlank(move.quantity_in)}
      />
      <DataTable.Col
        label={column('out')}
        align="right"
        disableSort
        render={(move) => quantityOrBlank(move.quantity_out)}
      />
      <DataTable.Col
        label={column('balance')}
        align="right"
        disableSort
        render={(move) => formatQuantity(move.balance)}
      />
    </DataTable>
    <ListPagination rowsPerPageOptions={[10]} />
  </ListBase>
);

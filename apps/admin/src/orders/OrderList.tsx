import { Box, type SxProps } from '@mui/material';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Button, DataTable, SelectInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { CatalogueList } from '../common/CatalogueList';
import { detailPath } from '../common/detailRoutes';
import { useCan } from '../access/useCan';
import { joined, type PhoneRow } from '../common/PhoneList';
import { formatLongDate, formatUsd } from '../format';
import { personName } from './personName';
import { StateBadge } from './StateBadge';
import { stateChoices } from './states';
import { OrderReportButtons } from '../reports/ListExports';
import type { Order } from './types';

const cancelledRow = (record: Order): SxProps =>
  record.order_state === 'cancel' ? { '& .MuiTableCell-root, & .MuiTypography-root': { color: 'error.main' } } : {};

const stateFilter = (
  <SelectInput
    key="order_state"
    source="order_state"
    alwaysOn
    choices={stateChoices}
    emptyText="bo.orders.all_states"
    helperText={false}
  />
);

/** On phones: '#120 · client' and the total, then the date and the state badge. */
const phoneRow: PhoneRow<Order> = {
  primary: (record) => joined(`#${record.number_order}`, record.client?.name),
  tertiary: (record) => formatUsd(record.total),
  secondary: (record) => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {formatLongDate(record.date)}
      <StateBadge state={record.order_state} component="span" />
    </Box>
  ),
};

/** 'POS' to /pos, for those who sell. */
const PosLink = () => {
  const canSell = useCan('orders', 'write');
  if (!canSell) return null;
  return (
    <Button component={Link} to="/pos" label="bo.orders.pos">
      <PointOfSaleIcon />
    </Button>
  );
};

/**
 * /orders: search (300 ms) and state filter; number, date, client, state badge, seller, paid,
 * total; cancelled rows red; rows open /orders/{id}; 'Nueva venta' (/orders/create) and 'POS'
 * hidden for storer and financial; 'Reporte diario' (financial, admin, sales) and 'Reporte
 * financiero' (financial, admin) as report jobs; 'No hay órdenes disponibles'. On phones, one SimpleList row per order.
 */
export const OrderList = () => (
  <CatalogueList<Order>
    title="bo.orders.title"
    createLabel="bo.orders.create"
    emptyMessage="bo.orders.empty"
    filters={[stateFilter]}
    sort={{ field: 'date', order: 'DESC' }}
    rowClick={(id) => detailPath('orders', id)}
    rowSx={cancelledRow}
    actions={
      <>
        <OrderReportButtons />
        <PosLink />
      </>
    }
    phone={phoneRow}
  >
    <DataTable.Col source="number_order" />
    <DataTable.Col source="date" render={(record) => formatLongDate(record.date)} />
    <DataTable.Col source="client" disableSort render={(record) => record.client?.name} />
    <DataTable.Col source="order_state" render={(record) => <StateBadge state={record.order_state} />} />
    <DataTable.Col source="responsible" disableSort render={(record) => personName(record.responsible)} />
    <DataTable.Col source="balance" align="right" disableSort render={(record) => formatUsd(record.balance)} />
    <DataTable.Col source="total" align="right" render={(record) => formatUsd(record.total)} />
  </CatalogueList>
);

import { DataTable, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import type { PhoneRow } from '../common/PhoneList';
import { withDeletedMarker } from '../common/DeletedMarker';
import { detailPath } from '../common/detailRoutes';
import { formatDateTime24, formatQuantity } from '../format';
import { statusLabel, typeLabel, userName } from './labels';
import { InventoryExports } from '../reports/ListExports';
import type { Inventory } from './types';

/** Entries or exits: one of the two is always chosen (entries when the list opens). */
const typeFilter = (
  <RadioButtonGroupInput
    key="type"
    source="type"
    alwaysOn
    row
    helperText={false}
    choices={[
      { id: 'add', name: 'bo.inventories.types.add' },
      { id: 'return', name: 'bo.inventories.types.return' },
    ]}
  />
);

const Translated = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <>{translate(message)}</>;
};

/** On phones: the date and the quantity, then the user, type and status. */
const phoneRow: PhoneRow<Inventory> = {
  primary: (record) => withDeletedMarker(formatDateTime24(record.created_at)),
  tertiary: (record) => formatQuantity(record.quantity),
  secondary: (record) => (
    <>
      {userName(record)} · <Translated message={typeLabel(record.type)} /> ·{' '}
      <Translated message={statusLabel(record.status)} />
    </>
  ),
};

/**
 * /inventories: search (300 ms), trashed and type filters; date (24-hour), user, quantity, type,
 * status; rows open /inventories/{id}; Excel and PDF of the type shown (report jobs). Empty: 'No hay registros de inventario disponibles'.
 */
export const InventoryList = () => (
  <CatalogueList<Inventory>
    title="bo.inventories.title"
    createLabel="bo.inventories.create"
    emptyMessage="bo.inventories.empty"
    trashed
    filters={[typeFilter]}
    filterDefaultValues={{ type: 'add' }}
    sort={{ field: 'created_at', order: 'DESC' }}
    rowClick={(id) => detailPath('inventories', id)}
    phone={phoneRow}
    actions={<InventoryExports />}
  >
    <DataTable.Col source="created_at" render={(record) => withDeletedMarker(formatDateTime24(record.created_at))} />
    <DataTable.Col source="user" disableSort render={(record) => userName(record as Inventory)} />
    <DataTable.Col source="quantity" align="right" disableSort render={(record) => formatQuantity(record.quantity)} />
    <DataTable.Col source="type" disableSort render={(record) => <Translated message={typeLabel(record.type)} />} />
    <DataTable.Col
      source="status"
      disableSort
      render={(record) => <Translated message={statusLabel(record.status)} />}
    />
  </CatalogueList>
);

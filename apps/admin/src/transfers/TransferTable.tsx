/**
 * The transfers' table on a wide screen, one for both lists (every transfer, a deposit's): #,
 * origin, destination, emitter, receiver, date and state. Only the origin's cell differs: the
 * list of every transfer links it to that deposit's own transfers.
 */
import type { ReactElement, ReactNode } from 'react';
import { DataTable, type Identifier } from 'react-admin';
import { formatDateTime24 } from '../format';
import { StateBadge } from './StateBadge';
import { destinationsOf } from './states';
import type { Transfer } from './types';

export const TransferTable = ({
  rowClick,
  empty,
  source = (transfer) => transfer.deposit?.name,
}: {
  rowClick: (id: Identifier, resource: string, record: Transfer) => string;
  empty: ReactElement;
  source?: (transfer: Transfer) => ReactNode;
}) => (
  <DataTable<Transfer> rowClick={rowClick} bulkActionButtons={false} empty={empty}>
    <DataTable.Col source="id" label="bo.transfers.number" />
    <DataTable.Col source="deposit" disableSort label="bo.transfers.source" render={(r) => source(r as Transfer)} />
    <DataTable.Col source="destinations" disableSort label="bo.transfers.destination" render={destinationsOf} />
    <DataTable.Col source="emitter" disableSort label="bo.transfers.emitter" render={(r) => r.emitter?.name} />
    <DataTable.Col source="receiver" disableSort label="bo.transfers.receiver" render={(r) => r.receiver?.name} />
    <DataTable.Col source="created_at" label="bo.transfers.date" render={(r) => formatDateTime24(r.date)} />
    <DataTable.Col
      source="state"
      disableSort
      label="bo.transfers.state_label"
      render={(r) => <StateBadge state={r.state} />}
    />
  </DataTable>
);

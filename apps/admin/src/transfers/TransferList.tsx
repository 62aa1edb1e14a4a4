/**
 * /transfers: every transfer, the sidebar's 'Transferencias' (issue 31, item 8: the storer had no
 * way there). Filters 'Desde' (the source deposit) and 'Hacia' (a deposit one of its lines goes
 * to), and its search; columns #, origin (a link to that deposit's transfers), destination, emitter,
 * receiver, date and state; newest first, 25 a page; rows open the transfer. 'Nueva
 * transferencia' (transfers.write) opens the form that asks for the source deposit.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Link as MuiLink } from '@mui/material';
import { Button, List, ReferenceInput, SearchInput, SelectInput, TopToolbar, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
import { ListEmpty } from '../common/ListEmpty';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { joined, PhoneList, useIsPhone, type PhoneRow } from '../common/PhoneList';
import { formatDateTime24 } from '../format';
import { StateBadge } from './StateBadge';
import { TransferTable } from './TransferTable';
import { destinationsOf, transferPath, transfersPath } from './states';
import type { Transfer } from './types';

const allDeposits = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <ReferenceInput key="from" source="from" reference="deposits" {...allDeposits} alwaysOn>
    <SelectInput optionText="name" label="bo.transfers.from_filter" emptyText="bo.transfers.any_deposit" />
  </ReferenceInput>,
  <ReferenceInput key="to" source="to" reference="deposits" {...allDeposits} alwaysOn>
    <SelectInput optionText="name" label="bo.transfers.to_filter" emptyText="bo.transfers.any_deposit" />
  </ReferenceInput>,
];

const rowClick = (id: Identifier, _resource: string, record: Transfer) => transferPath(record.deposit_id, id);

/** The source deposit, leading to its own transfers (the deposit's page of the spec). */
const SourceLink = ({ transfer }: { transfer: Transfer }) => (
  <MuiLink
    component={Link}
    to={transfersPath(transfer.deposit_id)}
    onClick={(event: React.MouseEvent) => event.stopPropagation()}
  >
    {transfer.deposit?.name}
  </MuiLink>
);

const phoneRow: PhoneRow<Transfer> = {
  primary: (record) =>
    joined(`#${record.id}`, record.deposit?.name, destinationsOf(record) && `→ ${destinationsOf(record)}`),
  secondary: (record) => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {joined(record.emitter?.name, record.receiver?.name, formatDateTime24(record.date))}
      <StateBadge state={record.state} component="span" />
    </Box>
  ),
};

const Actions = ({ canWrite }: { canWrite: boolean }) => (
  <TopToolbar>
    {canWrite ? (
      <Button component={Link} to="/transfers/create" label="bo.transfers.create">
        <AddIcon />
      </Button>
    ) : null}
  </TopToolbar>
);

export const TransferList = () => {
  const canWrite = useCan('transfers', 'write');
  const isPhone = useIsPhone();
  const empty = <ListEmpty message="bo.transfers.empty" />;
  return (
    <List<Transfer>
      resource="transfers"
      title="bo.transfers.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      storeKey="transfers.all"
      error={<ListError />}
      actions={<Actions canWrite={canWrite} />}
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Transfer> row={phoneRow} rowClick={rowClick} empty={empty} />
      ) : (
        <TransferTable rowClick={rowClick} empty={empty} source={(transfer) => <SourceLink transfer={transfer} />} />
      )}
    </List>
  );
};

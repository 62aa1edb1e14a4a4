/**
 * /transfers: the spec's "separate transfer page listing deposits" (its links did not work there;
 * here each opens the deposit's transfers, /deposits/{id}/transfer). Name, alias and region,
 * searchable, 25 a page; 'No hay depositos' when there are none.
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, DataTable, List, SearchInput, TopToolbar, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { ListEmpty } from '../common/ListEmpty';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { joined, PhoneList, useIsPhone, type PhoneRow } from '../common/PhoneList';
import { transfersPath } from './states';

interface Deposit {
  id: Identifier;
  name: string;
  alias: string | null;
  region_name: string | null;
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];
const rowClick = (id: Identifier) => transfersPath(id);

/** The deposit's transfers, as a link of its own (the whole row leads there too). */
const TransfersLink = ({ id }: { id: Identifier }) => (
  <Button component={Link} to={transfersPath(id)} label="bo.transfers.see" onClick={(event) => event.stopPropagation()}>
    <SwapHorizIcon />
  </Button>
);

const phoneRow: PhoneRow<Deposit> = {
  primary: (record) => record.name,
  secondary: (record) => joined(record.alias, record.region_name),
};

export const TransferDeposits = () => {
  const isPhone = useIsPhone();
  const empty = <ListEmpty message="bo.deposits.empty" />;
  return (
    <List<Deposit>
      resource="deposits"
      title="bo.transfers.deposits_title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey="transfers.deposits"
      error={<ListError />}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start', width: '100%' }}>
          <BackLink to="/" />
        </TopToolbar>
      }
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Deposit> row={phoneRow} rowClick={rowClick} empty={empty} />
      ) : (
        <DataTable<Deposit> rowClick={rowClick} bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col source="region_name" />
          <DataTable.Col label="bo.transfers.title" disableSort render={(record) => <TransfersLink id={record.id} />} />
        </DataTable>
      )}
    </List>
  );
};

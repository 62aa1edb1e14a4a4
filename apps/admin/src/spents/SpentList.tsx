import CategoryIcon from '@mui/icons-material/Category';
import {
  Button,
  CreateButton,
  DataTable,
  List,
  type RaRecord,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../common/ListEmpty';
import { joined, PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import { useCan } from '../access/useCan';
import { formatUsd } from '../format';
import { formatCalendarDate } from '../calendarDate';
import { spentMethodLabel } from './methods';
import { SearchToggleButton } from '../common/SearchToggleButton';
import { ListPagination } from '../common/ListPagination';
import { ListError } from '../common/ListError';

/** Not always on: the toggle button shows and hides it. */
const filters = [<SearchInput key="q" source="q" placeholder="Buscar" />];

const Actions = ({ canWrite }: { canWrite: boolean }) => (
  <TopToolbar>
    <SearchToggleButton show="bo.spents.show_search" hide="bo.spents.hide_search" />
    <Button component={Link} to="/spent-categories" label="bo.spents.categories">
      <CategoryIcon />
    </Button>
    {canWrite ? <CreateButton label="bo.spents.create" /> : null}
  </TopToolbar>
);

const MethodCell = ({ method }: { method: unknown }) => {
  const translate = useTranslate();
  return <>{translate(spentMethodLabel(method))}</>;
};

/** On phones: the name and the amount, then the date, category and method. */
const phoneRow: PhoneRow<RaRecord> = {
  primary: (record) => record.name,
  tertiary: (record) => formatUsd(record.amount),
  secondary: (record) => (
    <>
      {joined(formatCalendarDate(record.date), record.category?.name)} ·
      <MethodCell method={record.method} />
    </>
  ),
};

/**
 * /spents: toggleable search (300 ms); name, date, amount, category, method; newest first; rows
 * to /spents/{id}. Empty: 'No hay gastos disponibles'. On phones, one SimpleList row per expense.
 */
export const SpentList = () => {
  const canWrite = useCan('spents', 'write');
  const isPhone = useIsPhone();
  const empty = <ListEmpty message="bo.spents.empty" createLabel={canWrite ? 'bo.spents.create' : undefined} />;
  return (
    <List
      error={<ListError />}
      title="bo.spents.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'date', order: 'DESC' }}
      perPage={25}
      actions={<Actions canWrite={canWrite} />}
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList row={phoneRow} rowClick="edit" empty={empty} />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="name" />
          <DataTable.Col source="date" render={(record) => formatCalendarDate(record.date)} />
          <DataTable.Col source="amount" align="right" render={(record) => formatUsd(record.amount)} />
          <DataTable.Col source="category.name" render={(record) => record.category?.name ?? ''} />
          <DataTable.Col source="method" render={(record) => <MethodCell method={record.method} />} />
        </DataTable>
      )}
    </List>
  );
};

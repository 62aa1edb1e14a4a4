import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { useHasRole } from '../common/usePermission';
import { PAYMENT_METHOD_WRITERS } from './permissions';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'bo.common.yes' : 'bo.common.no')}</>;
};

/** /payment-methods: name, code, whether it is cash (no reference) and whether it is paid in bolivars. */
export const PaymentMethodList = () => {
  const canWrite = useHasRole(PAYMENT_METHOD_WRITERS);
  return (
    <List
      title="bo.payment_methods.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.payment_methods.create" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable
        rowClick={canWrite ? 'edit' : false}
        bulkActionButtons={false}
        empty={<ListEmpty message="bo.payment_methods.empty" />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="code" />
        <DataTable.Col source="change" render={(record) => <YesNo value={record.change} />} />
        <DataTable.Col
          source="change_currency"
          render={(record) => <YesNo value={record.change_currency === 'VES'} />}
        />
      </DataTable>
    </List>
  );
};

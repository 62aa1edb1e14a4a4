import { DataTable, useTranslate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';

const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'bo.common.yes' : 'bo.common.no')}</>;
};

/** /payment-methods: name, code, whether it is cash (no reference) and whether it is paid in bolivars. */
export const PaymentMethodList = () => (
  <CatalogueList
    title="bo.payment_methods.title"
    createLabel="bo.payment_methods.create"
    emptyMessage="bo.payment_methods.empty"
    sort={{ field: 'id', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="code" />
    <DataTable.Col source="change" render={(record) => <YesNo value={record.change} />} />
    <DataTable.Col source="change_currency" render={(record) => <YesNo value={record.change_currency === 'VES'} />} />
  </CatalogueList>
);

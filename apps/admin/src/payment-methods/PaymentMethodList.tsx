import { DataTable, type RaRecord, Translate, useTranslate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import type { PhoneRow } from '../common/PhoneList';

const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'bo.common.yes' : 'bo.common.no')}</>;
};

/** On phones: the name, then the code and, when so, 'Efectivo (sin referencia)' and 'Se paga en bolívares'. */
const phoneRow: PhoneRow<RaRecord> = {
  primary: (record) => record.name,
  secondary: (record) => (
    <>
      {record.code}
      {record.change ? (
        <>
          {' · '}
          <Translate i18nKey="resources.payment-methods.fields.change" />
        </>
      ) : null}
      {record.change_currency === 'VES' ? (
        <>
          {' · '}
          <Translate i18nKey="resources.payment-methods.fields.change_currency" />
        </>
      ) : null}
    </>
  ),
};

/** /payment-methods: name, code, whether it is cash (no reference) and whether it is paid in bolivars. */
export const PaymentMethodList = () => (
  <CatalogueList
    title="bo.payment_methods.title"
    createLabel="bo.payment_methods.create"
    emptyMessage="bo.payment_methods.empty"
    sort={{ field: 'id', order: 'ASC' }}
    phone={phoneRow}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="code" />
    <DataTable.Col source="change" render={(record) => <YesNo value={record.change} />} />
    <DataTable.Col source="change_currency" render={(record) => <YesNo value={record.change_currency === 'VES'} />} />
    <DataTable.Col source="foreign_currency" render={(record) => <YesNo value={record.foreign_currency === true} />} />
  </CatalogueList>
);

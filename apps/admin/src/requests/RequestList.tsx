import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { joined, type PhoneRow } from '../common/PhoneList';
import { formatDateTime } from '../format';
import type { DealerRequest } from './types';

const phoneRow: PhoneRow<DealerRequest> = {
  primary: (record) => `#${record.id} ${record.dealer.name} ${record.dealer.lastname}`,
  secondary: (record) => joined(record.dealer.company, record.state_name),
};

/**
 * /requests: id, name, last name, company, e-mail, phone, date, state (its label); search and
 * trashed filter debounced 150 ms; paginated; rows to /requests/{id}/edit; 'No se encontraron
 * solicitudes.'. Admin only.
 */
export const RequestList = () => (
  <CatalogueList<DealerRequest>
    title="bo.requests.title"
    createLabel="bo.requests.create"
    emptyMessage="bo.requests.empty"
    creatable={false}
    trashed
    debounce={150}
    phone={phoneRow}
    sort={{ field: 'created_at', order: 'DESC' }}
  >
    <DataTable.Col source="id" />
    <DataTable.Col<DealerRequest> source="name" render={(record) => record.dealer.name} />
    <DataTable.Col<DealerRequest> source="lastname" render={(record) => record.dealer.lastname} />
    <DataTable.Col<DealerRequest> source="company" render={(record) => record.dealer.company} />
    <DataTable.Col<DealerRequest> source="email" render={(record) => record.dealer.email} />
    <DataTable.Col<DealerRequest> source="phone" render={(record) => record.dealer.phone} />
    <DataTable.Col<DealerRequest> source="created_at" render={(record) => formatDateTime(record.created_at)} />
    <DataTable.Col<DealerRequest> source="state" render={(record) => record.state_name} />
  </CatalogueList>
);

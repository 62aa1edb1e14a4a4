import { TopToolbar } from 'react-admin';
import { Create } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import { ClientForm } from './ClientForm';

/** /clients/create: the client form, then the client's detail. */
export const ClientCreate = () => (
  <Create
    title="bo.clients.create_title"
    redirect={(_resource, id) => detailPath('clients', id!)}
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/clients" />
      </TopToolbar>
    }
  >
    <ClientForm />
  </Create>
);

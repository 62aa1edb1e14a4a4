import { TopToolbar } from 'react-admin';
import { Create } from '../common/forms';
import { detailPath } from '../common/detailRoutes';
import { BackLink } from '../common/BackLink';
import { ProviderForm } from './ProviderForm';

/** /providers/create: the provider form, then its detail. */
export const ProviderCreate = () => (
  <Create
    title="bo.providers.create_title"
    redirect={(_resource, id) => detailPath('providers', id!)}
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/providers" />
      </TopToolbar>
    }
  >
    <ProviderForm />
  </Create>
);

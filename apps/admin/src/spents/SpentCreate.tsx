import { TopToolbar } from 'react-admin';
import { Create } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { SpentForm } from './SpentForm';

/** /spents/create: back to /spents; after saving, the list. */
export const SpentCreate = () => (
  <Create
    title="bo.spents.create"
    redirect="list"
    actions={
      <TopToolbar>
        <BackLink to="/spents" />
      </TopToolbar>
    }
  >
    <SpentForm />
  </Create>
);

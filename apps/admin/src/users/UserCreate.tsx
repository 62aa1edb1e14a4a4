import { TopToolbar } from 'react-admin';
import { Create } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { UserForm } from './UserForm';

/** /users/create (admin). */
export const UserCreate = () => (
  <Create
    title="bo.users.create_title"
    redirect="list"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/users" />
      </TopToolbar>
    }
  >
    <UserForm creating />
  </Create>
);

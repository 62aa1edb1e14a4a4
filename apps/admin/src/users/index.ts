import GroupIcon from '@mui/icons-material/Group';
import { lazyScreen } from '../common/lazyScreen';

const UserCreate = lazyScreen(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyScreen(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyScreen(() => import('./UserList'), 'UserList');

/**
 * Users (sales.md, Users). react-admin mounts `edit` at /users/{id}/*, so the spec's
 * /users/{id}/edit (also 'Mi perfil' in the user menu) opens the form.
 */
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: GroupIcon,
  recordRepresentation: (record: { first_name: string; last_name: string }) =>
    `${record.first_name} ${record.last_name}`,
};

import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../common/lazyScreen';

const GroupCreate = lazyScreen(() => import('./GroupCreate'), 'GroupCreate');
const GroupEdit = lazyScreen(() => import('./GroupEdit'), 'GroupEdit');
const GroupList = lazyScreen(() => import('./GroupList'), 'GroupList');

/**
 * Dealer groups (purchasing-inventory.md, Catalogues), admin only. react-admin mounts `edit` at
 * /groups/{id}/*, so the spec's /groups/{id}/edit opens the form too.
 */
export default {
  list: GroupList,
  create: GroupCreate,
  edit: GroupEdit,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};

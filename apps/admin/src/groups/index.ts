import GroupsIcon from '@mui/icons-material/Groups';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';

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

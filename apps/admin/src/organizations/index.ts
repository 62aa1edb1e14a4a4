import StoreIcon from '@mui/icons-material/Store';
import { OrganizationCreate } from './OrganizationCreate';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationList } from './OrganizationList';

/**
 * Stores (sales.md, Stores). react-admin mounts `edit` at /organizations/{id}/*, so the spec's
 * /organizations/{id}/edit opens the form.
 */
export default {
  list: OrganizationList,
  create: OrganizationCreate,
  edit: OrganizationEdit,
  icon: StoreIcon,
  recordRepresentation: 'name',
};

import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '../common/lazyScreen';

const OrganizationCreate = lazyScreen(() => import('./OrganizationCreate'), 'OrganizationCreate');
const OrganizationEdit = lazyScreen(() => import('./OrganizationEdit'), 'OrganizationEdit');
const OrganizationList = lazyScreen(() => import('./OrganizationList'), 'OrganizationList');

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

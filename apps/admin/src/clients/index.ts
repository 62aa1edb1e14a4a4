import PeopleIcon from '@mui/icons-material/People';
import { detailRoutes } from '../common/detailRoutes';
import { lazyScreen } from '../common/lazyScreen';

const ClientCreate = lazyScreen(() => import('./ClientCreate'), 'ClientCreate');
const ClientEdit = lazyScreen(() => import('./ClientEdit'), 'ClientEdit');
const ClientList = lazyScreen(() => import('./ClientList'), 'ClientList');
const ClientShow = lazyScreen(() => import('./show/ClientShow'), 'ClientShow');

/** Clients (sales.md, Clients): the detail at /clients/{id}, the form at /clients/{id}/edit. */
export default {
  list: ClientList,
  create: ClientCreate,
  ...detailRoutes(ClientShow, ClientEdit),
  icon: PeopleIcon,
};

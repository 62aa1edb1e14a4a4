import PeopleIcon from '@mui/icons-material/People';
import { detailRoutes } from '../common/detailRoutes';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { ClientList } from './ClientList';
import { ClientShow } from './show/ClientShow';

/** Clients (sales.md, Clients): the detail at /clients/{id}, the form at /clients/{id}/edit. */
export default {
  list: ClientList,
  create: ClientCreate,
  ...detailRoutes(ClientShow, ClientEdit),
  icon: PeopleIcon,
};

import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { detailRoutes } from '../common/detailRoutes';
import { ProviderCreate } from './ProviderCreate';
import { ProviderEdit } from './ProviderEdit';
import { ProviderList } from './ProviderList';
import { ProviderShow } from './show/ProviderShow';

/** Providers (purchasing-inventory.md, Purchases and providers): the detail at /providers/{id}. */
export default {
  list: ProviderList,
  create: ProviderCreate,
  ...detailRoutes(ProviderShow, ProviderEdit),
  icon: LocalShippingIcon,
};

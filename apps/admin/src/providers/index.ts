import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { detailRoutes } from '../common/detailRoutes';
import { lazyScreen } from '../common/lazyScreen';

const ProviderCreate = lazyScreen(() => import('./ProviderCreate'), 'ProviderCreate');
const ProviderEdit = lazyScreen(() => import('./ProviderEdit'), 'ProviderEdit');
const ProviderList = lazyScreen(() => import('./ProviderList'), 'ProviderList');
const ProviderShow = lazyScreen(() => import('./show/ProviderShow'), 'ProviderShow');

/** Providers (purchasing-inventory.md, Purchases and providers): the detail at /providers/{id}. */
export default {
  list: ProviderList,
  create: ProviderCreate,
  ...detailRoutes(ProviderShow, ProviderEdit),
  icon: LocalShippingIcon,
};

import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyScreen } from '../common/lazyScreen';

const PriceGroupCreate = lazyScreen(() => import('./PriceGroupCreate'), 'PriceGroupCreate');
const PriceGroupEdit = lazyScreen(() => import('./PriceGroupEdit'), 'PriceGroupEdit');
const PriceGroupList = lazyScreen(() => import('./PriceGroupList'), 'PriceGroupList');

/** Price groups (a product has one price per group): list, create and edit at /price-groups. */
export default {
  list: PriceGroupList,
  create: PriceGroupCreate,
  edit: PriceGroupEdit,
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
};

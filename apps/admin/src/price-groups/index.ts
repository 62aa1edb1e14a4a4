import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { PriceGroupCreate } from './PriceGroupCreate';
import { PriceGroupEdit } from './PriceGroupEdit';
import { PriceGroupList } from './PriceGroupList';

/** Price groups (a product has one price per group): list, create and edit at /price-groups. */
export default {
  list: PriceGroupList,
  create: PriceGroupCreate,
  edit: PriceGroupEdit,
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
};

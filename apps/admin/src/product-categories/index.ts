import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../common/lazyScreen';

const CategoryCreate = lazyScreen(() => import('./CategoryCreate'), 'CategoryCreate');
const CategoryEdit = lazyScreen(() => import('./CategoryEdit'), 'CategoryEdit');
const CategoryList = lazyScreen(() => import('./CategoryList'), 'CategoryList');

/** Product categories (purchasing-inventory.md, Catalogues): list, /create and the edit page at /{id}. */
export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

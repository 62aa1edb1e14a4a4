import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../common/lazyScreen';

const SpentCategoryCreate = lazyScreen(() => import('./SpentCategoryCreate'), 'SpentCategoryCreate');
const SpentCategoryEdit = lazyScreen(() => import('./SpentCategoryEdit'), 'SpentCategoryEdit');
const SpentCategoryList = lazyScreen(() => import('./SpentCategoryList'), 'SpentCategoryList');

/** Expense categories, reached from the expenses list (admin and financial, as expenses). */
export default {
  list: SpentCategoryList,
  create: SpentCategoryCreate,
  edit: SpentCategoryEdit,
  icon: CategoryIcon,
};

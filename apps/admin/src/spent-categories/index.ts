import CategoryIcon from '@mui/icons-material/Category';
import { SpentCategoryCreate } from './SpentCategoryCreate';
import { SpentCategoryEdit } from './SpentCategoryEdit';
import { SpentCategoryList } from './SpentCategoryList';

/** Expense categories, reached from the expenses list (admin and financial, as expenses). */
export default {
  list: SpentCategoryList,
  create: SpentCategoryCreate,
  edit: SpentCategoryEdit,
  icon: CategoryIcon,
};

import CategoryIcon from '@mui/icons-material/Category';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

/** Product categories (purchasing-inventory.md, Catalogues): list, /create and the edit page at /{id}. */
export default {
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

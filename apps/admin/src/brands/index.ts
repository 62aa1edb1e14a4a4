import SellIcon from '@mui/icons-material/Sell';
import { BrandCreate } from './BrandCreate';
import { BrandEdit } from './BrandEdit';
import { BrandList } from './BrandList';

/** Brands (purchasing-inventory.md, Catalogues). */
export default { list: BrandList, create: BrandCreate, edit: BrandEdit, icon: SellIcon };

import SellIcon from '@mui/icons-material/Sell';
import { lazyScreen } from '../common/lazyScreen';

const BrandCreate = lazyScreen(() => import('./BrandCreate'), 'BrandCreate');
const BrandEdit = lazyScreen(() => import('./BrandEdit'), 'BrandEdit');
const BrandList = lazyScreen(() => import('./BrandList'), 'BrandList');

/** Brands (purchasing-inventory.md, Catalogues). */
export default { list: BrandList, create: BrandCreate, edit: BrandEdit, icon: SellIcon };

import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../common/lazyScreen';

const SpentCreate = lazyScreen(() => import('./SpentCreate'), 'SpentCreate');
const SpentEdit = lazyScreen(() => import('./SpentEdit'), 'SpentEdit');
const SpentList = lazyScreen(() => import('./SpentList'), 'SpentList');

/** Expenses (purchasing-inventory.md, Expenses). */
export default { list: SpentList, create: SpentCreate, edit: SpentEdit, icon: ReceiptLongIcon };

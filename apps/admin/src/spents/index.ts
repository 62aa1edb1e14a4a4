import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { SpentCreate } from './SpentCreate';
import { SpentEdit } from './SpentEdit';
import { SpentList } from './SpentList';

/** Expenses (purchasing-inventory.md, Expenses). */
export default { list: SpentList, create: SpentCreate, edit: SpentEdit, icon: ReceiptLongIcon };

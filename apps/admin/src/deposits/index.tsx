import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazyScreen } from '../common/lazyScreen';

const DepositCreate = lazyScreen(() => import('./DepositCreate'), 'DepositCreate');
const DepositEdit = lazyScreen(() => import('./DepositEdit'), 'DepositEdit');
const DepositList = lazyScreen(() => import('./DepositList'), 'DepositList');

/**
 * Deposits (purchasing-inventory.md, Deposits and transfers). react-admin mounts `edit` at
 * /deposits/{id}/*, so the spec's /deposits/{id}/edit opens the form. A deposit's transfers
 * (/deposits/{id}/transfer..., linked from the edit page) are the transfers folder's screens,
 * mounted in App.tsx behind the access table's `transfers` actions.
 */
export default {
  list: DepositList,
  create: DepositCreate,
  edit: DepositEdit,
  icon: WarehouseIcon,
  recordRepresentation: 'name',
};

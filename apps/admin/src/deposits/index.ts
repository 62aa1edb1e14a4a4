import WarehouseIcon from '@mui/icons-material/Warehouse';
import { DepositCreate } from './DepositCreate';
import { DepositEdit } from './DepositEdit';
import { DepositList } from './DepositList';

/**
 * Deposits (purchasing-inventory.md, Deposits and transfers). react-admin mounts `edit` at
 * /deposits/{id}/*, so the spec's /deposits/{id}/edit opens the form.
 */
export default {
  list: DepositList,
  create: DepositCreate,
  edit: DepositEdit,
  icon: WarehouseIcon,
  recordRepresentation: 'name',
};

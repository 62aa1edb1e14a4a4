import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen';

const InventoryCreate = lazyScreen(() => import('./create/InventoryCreate'), 'InventoryCreate');
const InventoryList = lazyScreen(() => import('./InventoryList'), 'InventoryList');
const InventoryShow = lazyScreen(() => import('./show/InventoryShow'), 'InventoryShow');

/**
 * Inventory entries and exits (purchasing-inventory.md, Inventory): the list, /create and the
 * detail /inventories/{id}. An inventory is never edited: it is approved, deleted or restored.
 */
export default {
  list: InventoryList,
  create: InventoryCreate,
  hasShow: true,
  icon: WarehouseIcon,
  children: [<Route key="detail" path=":id" element={<InventoryShow />} />],
};

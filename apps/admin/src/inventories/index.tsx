import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Route } from 'react-router-dom';
import { InventoryCreate } from './create/InventoryCreate';
import { InventoryList } from './InventoryList';
import { InventoryShow } from './show/InventoryShow';

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

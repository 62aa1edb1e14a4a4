import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '../common/lazyScreen';

const DealerList = lazyScreen(() => import('./DealerList'), 'DealerList');
const DealerEdit = lazyScreen(() => import('./DealerEdit'), 'DealerEdit');

/** Dealers (purchasing-inventory.md /dealers), admin only: no create, they come from finished requests. */
export default {
  list: DealerList,
  edit: DealerEdit,
  icon: StoreIcon,
  recordRepresentation: (record: { name: string; lastname: string }) => `${record.name} ${record.lastname}`,
};

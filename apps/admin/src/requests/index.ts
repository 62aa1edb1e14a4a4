import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazyScreen } from '../common/lazyScreen';

const RequestList = lazyScreen(() => import('./RequestList'), 'RequestList');
const RequestEdit = lazyScreen(() => import('./RequestEdit'), 'RequestEdit');

/** Dealer requests (purchasing-inventory.md /requests), admin only; they come from the public application. */
export default {
  list: RequestList,
  edit: RequestEdit,
  icon: AssignmentIndIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};

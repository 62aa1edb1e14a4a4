import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../common/lazyScreen';

const LogList = lazyScreen(() => import('./LogList'), 'LogList');

/** The activity log (`logs`), read-only. */
export default {
  list: LogList,
  icon: HistoryIcon,
};

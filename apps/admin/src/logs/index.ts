import HistoryIcon from '@mui/icons-material/History';
import { LogList } from './LogList';

/** The activity log (`logs`), read-only. */
export default {
  list: LogList,
  icon: HistoryIcon,
};

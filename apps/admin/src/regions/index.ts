import MapIcon from '@mui/icons-material/Map';
import { lazyScreen } from '../common/lazyScreen';

const RegionCreate = lazyScreen(() => import('./RegionCreate'), 'RegionCreate');
const RegionEdit = lazyScreen(() => import('./RegionEdit'), 'RegionEdit');
const RegionList = lazyScreen(() => import('./RegionList'), 'RegionList');

/** Regions (Venezuela's states): list, create and rename at /regions. */
export default {
  list: RegionList,
  create: RegionCreate,
  edit: RegionEdit,
  icon: MapIcon,
  recordRepresentation: 'name',
};

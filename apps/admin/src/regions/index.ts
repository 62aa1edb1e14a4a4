import MapIcon from '@mui/icons-material/Map';
import { RegionCreate } from './RegionCreate';
import { RegionEdit } from './RegionEdit';
import { RegionList } from './RegionList';

/** Regions (Venezuela's states): list, create and rename at /regions. */
export default {
  list: RegionList,
  create: RegionCreate,
  edit: RegionEdit,
  icon: MapIcon,
  recordRepresentation: 'name',
};

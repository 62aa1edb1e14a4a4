/** Why this file exists: the devolutions resource's screens, each fetched when first shown (common/lazyScreen). */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { showRoutes } from '../common/detailRoutes';
import { lazyScreen } from '../common/lazyScreen';

const DevolutionList = lazyScreen(() => import('./DevolutionList'), 'DevolutionList');
const DevolutionShow = lazyScreen(() => import('./show/DevolutionShow'), 'DevolutionShow');
const DevolutionCreate = lazyScreen(() => import('./create/DevolutionCreate'), 'DevolutionCreate');

/**
 * Devolutions, returns of sold products (purchasing-inventory.md, Devolutions; issue 13): the
 * list /devolutions, the return form /devolutions/create and the detail /devolutions/{id}. A
 * devolution is never edited: it is approved or rejected.
 */
export default {
  list: DevolutionList,
  create: DevolutionCreate,
  ...showRoutes(DevolutionShow),
  icon: AssignmentReturnIcon,
};

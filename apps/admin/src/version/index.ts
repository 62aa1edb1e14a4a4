import { lazyScreen } from '../common/lazyScreen';

/** /version, its code fetched when it is opened (the top bar's badge reads the version itself). */
export const VersionPage = lazyScreen(() => import('./VersionPage'), 'VersionPage');

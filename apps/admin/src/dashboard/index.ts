import { lazyScreen } from '../common/lazyScreen';

/** The dashboard at `/` (sales.md, Dashboard), its code fetched after sign-in, not by the sign-in page. */
export const Dashboard = lazyScreen(() => import('./Dashboard'), 'Dashboard');

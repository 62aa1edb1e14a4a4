import { lazyScreen } from '../common/lazyScreen';

/**
 * The dashboard at `/` (sales.md, Dashboard), its code fetched after sign-in, not by the sign-in
 * page; when the admin opens at `/`, at once, alongside the frame.
 */
export const Dashboard = lazyScreen(() => import('./Dashboard'), 'Dashboard', window.location.pathname === '/');

import { lazyScreen } from '../common/lazyScreen';

/** The point of sale at /pos (sales.md, POS), its code fetched when it is opened. */
export const PointOfSale = lazyScreen(() => import('./PointOfSale'), 'PointOfSale');

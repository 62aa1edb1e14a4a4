import { lazyScreen } from '../common/lazyScreen';

/** The point of sale at /pos (sales.md, POS), its code fetched when it is opened. */
export const PointOfSale = lazyScreen(() => import('./PointOfSale'), 'PointOfSale');

/** /pos/{id}/show: a sale's ticket as it prints. */
export const PosTicket = lazyScreen(() => import('./show/PosTicket'), 'PosTicket');

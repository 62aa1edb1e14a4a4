import { lazyScreen } from '../common/lazyScreen';

/** The point of sale at /pos (sales.md, POS), its code fetched when it is opened. */
export const PointOfSale = lazyScreen(() => import('./PointOfSale'), 'PointOfSale');

/** /pos/{id}/show: a sale's ticket as it prints. */
export const PosTicket = lazyScreen(() => import('./show/PosTicket'), 'PosTicket');

/** /pos/pendientes (issue 34): the device's outbox, pending and 'Rechazada' sales. */
export const OutboxList = lazyScreen(() => import('./outbox/OutboxList'), 'OutboxList');

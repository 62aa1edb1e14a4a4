/**
 * A record's history (issue 32, item 6): the panel the rate's page shows beside its form, and
 * /history/{resource}/{id}, fetched when opened.
 */
import { lazyScreen } from '../common/lazyScreen';

export { HistoryPanel } from './HistoryPanel';
export const HistoryPage = lazyScreen(() => import('./HistoryPage'), 'HistoryPage');

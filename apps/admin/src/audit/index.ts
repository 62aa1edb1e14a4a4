/**
 * The auditor's screen /audit (issue 32, item 6), fetched when opened. App.tsx mounts it behind
 * the access table's `audit.read` (GUARDED_ROUTES); the sidebar lists it for the same roles.
 */
import { lazyScreen } from '../common/lazyScreen';

export const AuditPage = lazyScreen(() => import('./AuditPage'), 'AuditPage');

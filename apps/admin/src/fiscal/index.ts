/**
 * 'Configuración fiscal' /fiscal (issue 33, item 1), fetched when opened: App.tsx mounts it behind
 * the access table's `fiscal.read`; the sidebar lists it for admin and the auditor (`fiscal.menu`).
 */
import { lazyScreen } from '../common/lazyScreen';

export const FiscalSettingsPage = lazyScreen(() => import('./FiscalSettingsPage'), 'FiscalSettingsPage');

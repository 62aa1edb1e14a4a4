/**
 * Deposit transfers (purchasing-inventory.md, Deposits and transfers; issue 13): the screens
 * under /deposits/{id}/transfer (the list, /create, /{transferId}) and /transfers (the deposits,
 * each leading to its transfers), fetched when opened. App.tsx mounts them behind the access
 * table's `transfers` actions (GUARDED_ROUTES).
 */
import { lazyScreen } from '../common/lazyScreen';

export const DepositTransferList = lazyScreen(() => import('./DepositTransferList'), 'DepositTransferList');
export const TransferCreate = lazyScreen(() => import('./create/TransferCreate'), 'TransferCreate');
export const TransferShow = lazyScreen(() => import('./show/TransferShow'), 'TransferShow');
export const TransferDeposits = lazyScreen(() => import('./TransferDeposits'), 'TransferDeposits');

/**
 * Deposit transfers (purchasing-inventory.md, Deposits and transfers; issue 13): the screens
 * under /deposits/{id}/transfer (the list, /create, /{transferId}), /transfers (every transfer,
 * the sidebar's 'Transferencias') and /transfers/create (the form asking for its source), fetched
 * when opened. App.tsx mounts them behind the access
 * table's `transfers` actions (GUARDED_ROUTES).
 */
import { lazyScreen } from '../common/lazyScreen';

export const DepositTransferList = lazyScreen(() => import('./DepositTransferList'), 'DepositTransferList');
export const TransferCreate = lazyScreen(() => import('./create/TransferCreate'), 'TransferCreate');
export const TransferShow = lazyScreen(() => import('./show/TransferShow'), 'TransferShow');
export const TransferList = lazyScreen(() => import('./TransferList'), 'TransferList');
export const StandaloneTransferCreate = lazyScreen(() => import('./create/TransferCreate'), 'StandaloneTransferCreate');

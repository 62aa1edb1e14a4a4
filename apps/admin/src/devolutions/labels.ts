/** A devolution's words as the screens show them (purchasing-inventory.md section 4): status, return type, refund method. */
import type { DevolutionStatus, RefundMethod, ReturnType } from './types';

export const STATUSES: ReadonlyArray<DevolutionStatus> = ['pending', 'approved', 'rejected'];
export const RETURN_TYPES: ReadonlyArray<ReturnType> = ['partial', 'complete'];
export const REFUND_METHODS: ReadonlyArray<RefundMethod> = ['cash', 'transfer', 'credit_note', 'none'];

/** 'Pendiente', 'Aprobada', 'Rechazada'; 'Desconocido' for anything else. */
export const statusLabel = (status: string) =>
  (STATUSES as ReadonlyArray<string>).includes(status)
    ? `bo.devolutions.status.${status}`
    : 'bo.devolutions.status.unknown';

/** 'Parcial' / 'Completa'. */
export const returnTypeLabel = (type: string) =>
  (RETURN_TYPES as ReadonlyArray<string>).includes(type)
    ? `bo.devolutions.return_type.${type}`
    : 'bo.devolutions.status.unknown';

/** 'Efectivo', 'Transferencia', 'Nota de Crédito', 'Sin reembolso'. */
export const refundMethodLabel = (method: string) =>
  (REFUND_METHODS as ReadonlyArray<string>).includes(method)
    ? `bo.devolutions.refund_method.${method}`
    : 'bo.devolutions.status.unknown';

/** Pending yellow, approved green, rejected red (like the orders' and purchases' badges). */
const COLOURS: Partial<Record<string, { bg: string; fg: string }>> = {
  pending: { bg: '#fbc02d', fg: '#3e2c00' },
  approved: { bg: '#2e7d32', fg: '#ffffff' },
  rejected: { bg: '#d32f2f', fg: '#ffffff' },
};
const GREY = { bg: '#e0e0e0', fg: '#212121' };

export const statusColours = (status: string) => COLOURS[status] ?? GREY;

export const statusChoices = STATUSES.map((id) => ({ id, name: statusLabel(id) }));

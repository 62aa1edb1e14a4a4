/** Why this file exists: a transfer's state as every screen shows it: the spec's labels (§4) and one colour each. */
import type { Transfer, TransferState } from './types';

const KNOWN: readonly string[] = ['prepared', 'in_transit', 'completed', 'cancelled'];

/** 'Preparada', 'En Tránsito', 'Completada', 'Cancelada'; 'Desconocido' for anything else. */
export const stateLabel = (state: string) =>
  KNOWN.includes(state) ? `bo.transfers.state.${state}` : 'bo.transfers.state.unknown';

/** Prepared yellow, in transit blue, completed green, cancelled red (like the purchases' badges). */
const COLOURS: Partial<Record<string, { bg: string; fg: string }>> = {
  prepared: { bg: '#fbc02d', fg: '#3e2c00' },
  in_transit: { bg: '#1976d2', fg: '#ffffff' },
  completed: { bg: '#2e7d32', fg: '#ffffff' },
  cancelled: { bg: '#d32f2f', fg: '#ffffff' },
};
const GREY = { bg: '#e0e0e0', fg: '#212121' };

export const stateColours = (state: string) => COLOURS[state] ?? GREY;

/** What may happen next (RULES.md, Deposit transfers): send while prepared, receive in transit, cancel until closed. */
export const nextMoves = (state: TransferState | string) => ({
  send: state === 'prepared',
  receive: state === 'in_transit',
  cancel: state === 'prepared' || state === 'in_transit',
});

/** The paths of a deposit's transfer screens (the spec's: /deposits/{id}/transfer...). */
export const transfersPath = (depositId: string | number) =>
  `/deposits/${encodeURIComponent(String(depositId))}/transfer`;
export const transferPath = (depositId: string | number, transferId: string | number) =>
  `${transfersPath(depositId)}/${encodeURIComponent(String(transferId))}`;

/** The deposits a transfer's lines go to, each once: 'Depósito Norte, Valencia'. */
export const destinationsOf = (transfer: Pick<Transfer, 'destinations'>) =>
  (transfer.destinations ?? []).map((deposit) => deposit.name ?? '').join(', ');

import { Command } from '../kit/event';
import { Decider, unreachable } from '../kit/decider';
import { DomainError, FieldRuleError } from '../kit/domain-error';
import { StockMoveRequest } from '../stock/stock-moves';
import { businessDay } from '../shared/business-day';
import { refuseInClosedPeriod } from '../audit/closed-period';
import { linesToTheSource, newTransfer } from './transfer.fields';
import { transferLabel, TransferEvent, TransferLine, TransferState } from './transfer.events';
import { TransferMessages as M } from './transfer.messages';

/** `deposit_id` is the source (the deposit in the path); `products` and `comentary` as the form sent them. */
export type CreateTransfer = Command<
  'CreateTransfer',
  { id: string; deposit_id: string; comentary?: unknown; products: unknown }
>;
export type SendTransfer = Command<'SendTransfer', Record<string, never>>;
export type ReceiveTransfer = Command<'ReceiveTransfer', Record<string, never>>;
export type CancelTransfer = Command<'CancelTransfer', Record<string, never>>;
export type TransferCommand = CreateTransfer | SendTransfer | ReceiveTransfer | CancelTransfer;

export interface ExistingTransfer {
  id: string;
  state: TransferState;
  /** The source deposit. */
  deposit_id: string;
  lines: TransferLine[];
}
export type TransferAggregate = { state: 'none' } | ExistingTransfer;

function existing(state: TransferAggregate): ExistingTransfer {
  if (state.state === 'none') throw new DomainError(M.notFound, 'not_found');
  return state;
}

/** Why each move is refused from each state it does not start from (a missing entry: the move starts there). */
const REFUSALS: Record<'send' | 'receive' | 'cancel', Partial<Record<TransferState, string>>> = {
  send: { in_transit: M.alreadySent, completed: M.sendCompleted, cancelled: M.sendCancelled },
  receive: { prepared: M.receiveNotSent, completed: M.alreadyReceived, cancelled: M.receiveCancelled },
  cancel: { completed: M.cancelCompleted, cancelled: M.alreadyCancelled },
};

function movable(state: TransferAggregate, move: keyof typeof REFUSALS): ExistingTransfer {
  const transfer = existing(state);
  const refusal = REFUSALS[move][transfer.state];
  if (refusal) throw new DomainError(refusal);
  return transfer;
}

/**
 * A transfer of stock between deposits (RULES.md 'Deposit transfers'): created prepared (its
 * stock leaves the source), sent (in_transit), received (completed: the stock enters each line's
 * destination), or cancelled while prepared or in transit (the stock returns to the source). A
 * completed or cancelled transfer is closed. transferStockMoves says what each event moves.
 */
export const transferDecider: Decider<TransferCommand, TransferEvent, TransferAggregate> = {
  initialState: () => ({ state: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'TransferCreated':
        return { id: event.data.id, state: 'prepared', deposit_id: event.data.deposit_id, lines: event.data.lines };
      case 'TransferSent':
        return state.state === 'none' ? state : { ...state, state: 'in_transit' };
      case 'TransferReceived':
        return state.state === 'none' ? state : { ...state, state: 'completed' };
      case 'TransferCancelled':
        return state.state === 'none' ? state : { ...state, state: 'cancelled' };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    // A transfer's steps move stock the day they are asked: refused while that day is closed.
    refuseInClosedPeriod(command.metadata.closed_until, businessDay(command.metadata.at));
    switch (command.type) {
      case 'CreateTransfer': {
        if (state.state !== 'none') throw new DomainError(M.alreadyExists);
        const source = command.data.deposit_id;
        if (!/^\d{1,18}$/.test(source)) throw new FieldRuleError('deposit_id', M.source);
        const parsed = newTransfer.safeParse({ comentary: command.data.comentary, products: command.data.products });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new FieldRuleError(issue?.path.join('.') || 'products', issue?.message ?? M.incomplete);
        }
        const [toSource] = linesToTheSource(parsed.data, source);
        if (toSource !== undefined) throw new FieldRuleError(`products.${toSource}.deposit_id`, M.sameDeposit);
        const lines = parsed.data.products.map((line, index) => ({
          id: String(index + 1),
          product_id: line.product_id,
          deposit_id: line.deposit_id,
          quantity: line.quantity,
        }));
        return [
          {
            type: 'TransferCreated',
            data: { id: command.data.id, deposit_id: source, comentary: parsed.data.comentary, lines },
          },
        ];
      }
      case 'SendTransfer':
        return [{ type: 'TransferSent', data: { id: movable(state, 'send').id } }];
      case 'ReceiveTransfer':
        return [{ type: 'TransferReceived', data: { id: movable(state, 'receive').id } }];
      case 'CancelTransfer':
        return [{ type: 'TransferCancelled', data: { id: movable(state, 'cancel').id } }];
      default:
        return unreachable(command);
    }
  },
};

/**
 * The stock a transfer's new events move: at creation each line leaves the source; on reception
 * each line enters its destination; on cancellation each line returns to the source. Sending moves
 * nothing (the units are on the road, counted nowhere).
 */
export function transferStockMoves(
  transfer: ExistingTransfer,
  events: readonly TransferEvent[],
): Omit<StockMoveRequest, 'product_name'>[] {
  const document = { type: 'transfer' as const, id: transfer.id, label: transferLabel(transfer.id) };
  const each = (kind: 'add' | 'remove', depositOf: (line: TransferLine) => string) =>
    transfer.lines.map((line) => ({
      kind,
      product_id: line.product_id,
      deposit_id: depositOf(line),
      quantity: line.quantity,
      document,
    }));
  return events.flatMap((event) => {
    switch (event.type) {
      case 'TransferCreated':
        return each('remove', () => transfer.deposit_id);
      case 'TransferReceived':
        return each('add', (line) => line.deposit_id);
      case 'TransferCancelled':
        return each('add', () => transfer.deposit_id);
      case 'TransferSent':
        return [];
      default:
        return unreachable(event);
    }
  });
}

/**
 * The activity log shows one row per accepted command, not one per event: this file says which
 * events make up one command, which of them the row is about (its main event), and which events
 * are bookkeeping that never shows. Pure: the projection does the reading and writing.
 */
import {
  clientRecord,
  dealerRecord,
  IDEMPOTENCY_STREAM_PREFIX,
  productRecord,
  recordEventTypes,
  UNIQUE_VALUE_EVENT_TYPES,
} from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import {
  creditNoteLine,
  DescribeContext,
  describeEvent,
  EventDescription,
  EventToDescribe,
  REFUND_WORDS,
} from './describe-event';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
import { formatUsd as usd } from './venezuelan-number';

/**
 * Events that only guard or record another event of the same command and get no row, nor count
 * in it: unique-value claims and releases, and the Idempotency-Key records (told by their stream,
 * whatever their type is called).
 */
export function isBookkeeping(event: Pick<RecordedEvent, 'type' | 'streamId'>): boolean {
  return UNIQUE_VALUE_EVENT_TYPES.includes(event.type) || event.streamId.startsWith(IDEMPOTENCY_STREAM_PREFIX);
}

/**
 * Which command an event belongs to. A command's events are all appended by ONE `store.append`:
 * one transaction, so they share `position.commit`, and are contiguous in $all. The commit alone
 * is not enough: group commit puts several requests' appends in one transaction. The request's
 * `correlation_id` alone is not enough either: a request that appended twice (one append after
 * the other) made two commands. Both together name one append, i.e. one accepted command.
 */
export function commandKey(event: Pick<RecordedEvent, 'position' | 'metadata'>): string {
  return `${event.position.commit}/${event.metadata.correlation_id}`;
}

/**
 * Events that a command causes beside the thing it is about, from least to most telling: a
 * command's row is about its most telling event (the first of them on a tie). Any other event is
 * the document or record itself (a sale, an inventory, a client payment, a user...) and outranks
 * these: a stock move, an e-mail reservation or a client's credit note issued or used; then a
 * client created inside a sale, the payments recorded with a sale or split from a client payment,
 * the products a purchase repriced (a product edited on its own is its command's only event, so
 * still its row), an order's return decided with a devolution's approval, and the dealer a finished request
 * creates.
 */
const SUBORDINATE_RANKS: Readonly<Record<string, number>> = {
  StockAdded: 1,
  StockRemoved: 1,
  UserEmailReserved: 1,
  UserEmailReleased: 1,
  ClientCreditIssued: 1,
  ClientCreditUsed: 1,
  [recordEventTypes(clientRecord).created]: 2,
  OrderPaymentRecorded: 2,
  [recordEventTypes(productRecord).updated]: 2,
  OrderReturned: 2,
  // Issue 33: the numbers an invoice or credit note took, and a credit note within an approval.
  FiscalNumberTaken: 1,
  CreditNoteIssued: 2,
  // A finished dealer request's row names the step and the group, not the dealer it created.
  [recordEventTypes(dealerRecord).created]: 2,
};
const DOCUMENT_RANK = 3;

export function mainRank(type: string): number {
  return SUBORDINATE_RANKS[type] ?? DOCUMENT_RANK;
}

/** A command's row as its events so far say it (it may go on in the next batch). */
export interface LoggedCommand {
  key: string;
  /** The row's id: the position of the command's first logged event, whatever the batches. */
  id: string;
  created_at: string;
  user_id: string | null;
  /** Who did it, named as they were called when the command began. */
  user_name: string;
  main: EventToDescribe;
  /** How many events of the main event's type the command has (an import registers many products). */
  same: number;
  /**
   * A devolution's approval: what its order's return did with the money (the refund's method and
   * amount, null when nothing was paid back), once the command's `OrderReturned` has been read.
   */
  refund?: { method: string; amount: string } | null;
  /** Issue 33: the credit note an approval of an invoiced sale's return issued. */
  creditNote?: { number: string; control_number: string; invoice_number: string };
}

/** What an order's return in the command says about the money (see `LoggedCommand.refund`). */
function noted(command: LoggedCommand, event: RecordedEvent): LoggedCommand {
  if (event.type === 'CreditNoteIssued') {
    const { number, control_number, invoice_number } = event.data as NonNullable<LoggedCommand['creditNote']>;
    return { ...command, creditNote: { number, control_number, invoice_number } };
  }
  if (event.type !== 'OrderReturned') return command;
  const refund = (event.data as { refund?: { method: string; amount: string } | null }).refund ?? null;
  return { ...command, refund: refund ? { method: refund.method, amount: refund.amount } : null };
}

/** The command that `event` begins. */
export function beginCommand(event: RecordedEvent, userName: string): LoggedCommand {
  return noted(
    {
      key: commandKey(event),
      id: event.position.position,
      created_at: event.metadata.at,
      user_id: event.metadata.user_id ?? null,
      user_name: userName,
      main: { type: event.type, data: event.data, streamId: event.streamId },
      same: 1,
    },
    event,
  );
}

/** The command with one more of its events: a more telling event becomes its main one. */
export function addToCommand(command: LoggedCommand, event: RecordedEvent): LoggedCommand {
  const seen = noted(command, event);
  if (mainRank(event.type) > mainRank(command.main.type))
    return { ...seen, main: { type: event.type, data: event.data, streamId: event.streamId }, same: 1 };
  if (event.type === command.main.type) return { ...seen, same: command.same + 1 };
  return seen;
}

/**
 * What an approval did with the money, after its line: ': reembolso en efectivo de $20.00',
 * ': abonó $20.00 al saldo a favor del cliente', ': sin reembolso'; nothing while its order's
 * return is not read yet (the next batch rewrites the row).
 */
function approvalMoney(command: LoggedCommand): string {
  if (command.main.type !== 'DevolutionApproved' || command.refund === undefined) return '';
  const refund = command.refund;
  if (!refund) return ': sin reembolso';
  if (refund.method === 'credit_note') return `: abonó ${usd(refund.amount)} ${REFUND_WORDS.credit_note}`;
  return `: reembolso ${REFUND_WORDS[refund.method] ?? ''} de ${usd(refund.amount)}`;
}

/** The row's line: its main event's, and how many more of the same it did ('(y 2 más)'). */
export function describeCommand(command: LoggedCommand, context: DescribeContext): EventDescription {
  const line = describeEvent(command.main, context);
  const note =
    command.main.type === 'DevolutionApproved' && command.creditNote
      ? `; ${lowerFirst(creditNoteLine(command.creditNote))}`
      : '';
  const description = `${line.description}${approvalMoney(command)}${note}`;
  return { ...line, description: command.same > 1 ? `${description} (y ${command.same - 1} más)` : description };
}

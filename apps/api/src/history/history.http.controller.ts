import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Req } from '@nestjs/common';
import type { Knex } from 'knex';
import { userStream } from '@bo/domain';
import type { EventStore } from '@bo/event-store';
import { describeEvent, EventToDescribe, namesUsedBy, runningNames } from '@bo/projections';
import { Roles } from '../auth/guards/access.decorators';
import { AuthenticatedRequest } from '../auth/guards/authenticated-request';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { HISTORY_RESOURCES } from './history.registry';

/** GET /api/{resource}/{id}/history: the record's events, oldest first, with who and when. */
@Controller()
export class HistoryController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
  ) {}

  @Get(':resource/:id/history')
  @Roles('session', 'use')
  async history(
    @Param('resource') resource: string,
    @Param('id', NumericIdPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ) {
    const entry = HISTORY_RESOURCES[resource];
    if (!entry) throw new NotFoundException();
    if (!request.user || !entry.roles.includes(request.user.role)) throw new ForbiddenException();
    const streamId = entry.stream(id);
    const { events } = await this.store.readStream(streamId);
    if (events.length === 0) throw new NotFoundException();
    // Who did each step is named as the log names users: one read of the log's names for everything.
    const actors = events.flatMap((event) => (event.metadata.user_id ? [userStream(event.metadata.user_id)] : []));
    const [numbers, shoppings, devolutionNumbers, known] = await Promise.all([
      orderNumbers(this.knex, events),
      documentNumbers(this.knex, events, SHOPPING_NUMBERS),
      documentNumbers(this.knex, events, DEVOLUTION_NUMBERS),
      knownNames(
        this.knex,
        events.map((event) => ({ ...event, streamId })),
        actors,
      ),
    ]);
    // The record's own events name it as they go (a delete names what it deleted); the log knows the others.
    const named = runningNames((stream) => known.get(stream));
    return events.map((event) => {
      const described = { type: event.type, data: event.data, streamId };
      named.note(described);
      return {
        position: event.position.position,
        stream_position: event.streamPosition,
        type: event.type,
        description: describeEvent(described, {
          orderNumber: numbers,
          shoppingNumber: shoppings,
          nameOf: named.nameOf,
          devolutionNumber: devolutionNumbers,
        }).description,
        data: withoutSecrets(event.data),
        user: event.metadata.user_id
          ? { id: event.metadata.user_id, name: known.get(userStream(event.metadata.user_id)) ?? 'Desconocido' }
          : null,
        at: event.metadata.at,
        // Issue 34: a sale rung up offline also says when it was rung up (`at`: when it arrived).
        ...(event.metadata.recorded_at ? { recorded_at: event.metadata.recorded_at } : {}),
      };
    });
  }
}

/** Sales events name a sale by its number (kept by the orders read model), not by its id. */
async function orderNumbers(
  knex: Knex,
  events: { type: string; data: unknown }[],
): Promise<(orderId: string) => number | undefined> {
  const orderIds = new Set<string>();
  for (const event of events) {
    const record = event.data as { id?: unknown; order_id?: unknown; allocations?: { order_id: string }[] };
    // A devolution's and a credit note's events name their order.
    if (typeof record.order_id === 'string') orderIds.add(record.order_id);
    if (!event.type.startsWith('Order') && event.type !== 'ClientPaymentRecorded') continue;
    if (typeof record.id === 'string') orderIds.add(record.id);
    record.allocations?.forEach((allocation) => orderIds.add(allocation.order_id));
  }
  const rows: { id: unknown; number_order: unknown }[] = orderIds.size
    ? await knex('rm.orders')
        .select('id', 'number_order')
        .whereIn('id', [...orderIds])
    : [];
  const numbers = new Map(rows.map((row) => [String(row.id), Number(row.number_order)]));
  return (orderId) => numbers.get(orderId);
}

/** A document kind its history names by its number (kept by its read model), not by its id. */
interface NumberedKind {
  table: string;
  column: string;
  /** The documents of the kind an event is or mentions. */
  mentioned(event: { type: string; data: unknown }): unknown[];
}

const SHOPPING_NUMBERS: NumberedKind = {
  table: 'rm.shoppings',
  column: 'number_shopping',
  mentioned: (event) => (event.type.startsWith('Shopping') ? [(event.data as { id?: unknown }).id] : []),
};

/** A devolution's events, an order's return and a credit note name a devolution. */
const DEVOLUTION_NUMBERS: NumberedKind = {
  table: 'rm.devolutions',
  column: 'number',
  mentioned(event) {
    const record = event.data as { id?: unknown; devolution_id?: unknown };
    return [event.type.startsWith('Devolution') ? record.id : undefined, record.devolution_id];
  },
};

/** The numbers of the documents of a kind the events mention, in one read. */
async function documentNumbers(
  knex: Knex,
  events: { type: string; data: unknown }[],
  kind: NumberedKind,
): Promise<(documentId: string) => number | undefined> {
  const ids = new Set(events.flatMap(kind.mentioned).filter((id): id is string => typeof id === 'string'));
  const rows: { id: unknown; number: unknown }[] = ids.size
    ? await knex(kind.table)
        .select('id', `${kind.column} as number`)
        .whereIn('id', [...ids])
    : [];
  const numbers = new Map(rows.map((row) => [String(row.id), Number(row.number)]));
  return (documentId) => numbers.get(documentId);
}

/** The names the activity log knows (its `log_names`) of the things the events mention (a payment's client...) and of `also`. */
async function knownNames(knex: Knex, events: EventToDescribe[], also: string[]): Promise<Map<string, string>> {
  const streams = [...new Set([...events.flatMap(namesUsedBy), ...also])];
  if (streams.length === 0) return new Map();
  const rows: { stream_id: string; name: string }[] = await knex('rm.log_names')
    .select('stream_id', 'name')
    .whereIn('stream_id', streams);
  return new Map(rows.map((row) => [row.stream_id, row.name]));
}

/** A user's events carry the password's hash: the history never shows it. */
function withoutSecrets(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('password_hash' in data)) return data;
  const { password_hash: _hidden, ...rest } = data as Record<string, unknown>;
  return rest;
}

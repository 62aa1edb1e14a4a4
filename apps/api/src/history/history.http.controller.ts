import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Req } from '@nestjs/common';
import type { Knex } from 'knex';
import type { EventStore } from '@bo/event-store';
import { DescribeContext, describeEvent } from '@bo/projections';
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
    const userIds = [...new Set(events.map((event) => event.metadata.user_id).filter((u): u is string => !!u))];
    const [users, context] = await Promise.all([
      userIds.length ? this.knex('rm.users').select('id', 'first_name', 'last_name').whereIn('id', userIds) : [],
      describeContext(this.knex, events),
    ]);
    const names = new Map(users.map((u) => [String(u.id), `${u.first_name} ${u.last_name}`]));
    return events.map((event) => ({
      position: event.position.position,
      stream_position: event.streamPosition,
      type: event.type,
      description: describeEvent({ type: event.type, data: event.data, streamId }, context).description,
      data: withoutSecrets(event.data),
      user: event.metadata.user_id
        ? { id: event.metadata.user_id, name: names.get(event.metadata.user_id) ?? 'Desconocido' }
        : null,
      at: event.metadata.at,
    }));
  }
}

/**
 * Sales events name a sale by its number (kept by the orders read model), not by its id, and a
 * client payment its client by name. Other histories ask nothing more.
 */
async function describeContext(knex: Knex, events: { type: string; data: unknown }[]): Promise<DescribeContext> {
  const orderIds = new Set<string>();
  const clientIds = new Set<string>();
  for (const event of events) {
    if (!event.type.startsWith('Order') && event.type !== 'ClientPaymentRecorded') continue;
    const record = event.data as { id?: unknown; client_id?: unknown; allocations?: { order_id: string }[] };
    if (typeof record.id === 'string') orderIds.add(record.id);
    if (typeof record.client_id === 'string') clientIds.add(record.client_id);
    record.allocations?.forEach((allocation) => orderIds.add(allocation.order_id));
  }
  const pairs = async (table: string, column: string, ids: Set<string>) =>
    new Map(
      ids.size
        ? (
            (await knex(table)
              .select('id', column)
              .whereIn('id', [...ids])) as Record<string, unknown>[]
          ).map((row) => [String(row.id), row[column]] as const)
        : [],
    );
  const [numbers, clients] = await Promise.all([
    pairs('rm.orders', 'number_order', orderIds),
    pairs('rm.clients', 'name', clientIds),
  ]);
  return {
    orderNumber: (id) => (numbers.has(id) ? Number(numbers.get(id)) : undefined),
    clientName: (id) => (clients.has(id) ? String(clients.get(id)) : undefined),
  };
}

/** A user's events carry the password's hash: the history never shows it. */
function withoutSecrets(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('password_hash' in data)) return data;
  const { password_hash: _hidden, ...rest } = data as Record<string, unknown>;
  return rest;
}

import { randomBytes, randomUUID } from 'crypto';
import { CommandBus } from '@nestjs/cqrs';
import { newInventory } from '@bo/domain';
import { HttpClient } from '@bo/platform';
import type { RunningApp } from '../create-app';
import { RegisterUserCommand } from '../users/register-user/register-user.command';
import { DeleteUserCommand } from '../users/delete-user/delete-user.command';
import { CreateTaxeCommand } from '../rates/create-taxe/create-taxe.command';
import { InventoryCommands } from '../inventories/inventory.commands';
import { OrderInvoices } from '../orders/issue-invoice/order-invoices';
import { systemMetadata } from '../shared/command-metadata';
import { DemoApi, demoApi } from './demo-api';
import { copRateDaysAgo, DEMO_DAYS, instantDaysAgo, rateDaysAgo } from './demo-calendar';
import { sequence } from './demo-random';
import { loadDemoPurchases } from './demo-purchases';
import { DemoSale, loadDemoSales } from './demo-sales';
import { EntryLines, stockDeposits } from './demo-stock';
import { DemoSize, FULL_DEMO, loadDemoData } from './load-demo-data';

export const DEMO_LOADER_EMAIL = 'carga.demostracion@demo.com.ve';

/** The newest committed sales are left without invoice, for 'Emitir factura' to be tried. */
const UNINVOICED = 3;

/**
 * Issue 33: the month's committed sales invoiced, each on its own day (so the month's books have
 * a row per day), then a credit note: one unit of the first invoiced sale paid and handed over comes back, its money refunded in cash.
 */
async function invoiceDemoSales(running: RunningApp, admin: DemoApi, loaderId: string, sold: DemoSale[]) {
  const invoices = running.app.get(OrderInvoices);
  const invoiced = sold.slice(0, Math.max(0, sold.length - UNINVOICED));
  for (const sale of invoiced)
    await invoices.issue(String(sale.id), { ...systemMetadata(), user_id: loaderId, at: instantDaysAgo(sale.daysAgo) });
  const returned = invoiced.find((sale) => sale.paid && sale.dispatched);
  if (!returned) return;
  const order = await admin.read<{ products: { id: number; price: number }[] }>(`/api/orders/${returned.id}`);
  const line = order.products[0];
  const devolution = await admin.create<{ id: number }>('/api/devolutions', {
    order_id: returned.id,
    return_type: 'partial',
    products: {
      [line.id]: { return_quantity: 1, return_amount: Number(line.price).toFixed(2), reason: 'Pieza defectuosa' },
    },
    refund_method: 'cash',
    refund_reference: 'Reintegro en caja',
  });
  await admin.command(`/api/devolutions/${devolution.id}/approve`);
}

/**
 * Loads the demo data set into a running server: registers the loading user (an admin), signs in
 * and creates everything through the HTTP API after the first of a month of exchange rates (one per
 * day, dated on its day, each recorded before that day's sales); then stock in the deposits (the
 * storer's entries, dated the day before the month), a month of sales, made by the demo's
 * sellers, storer and finance signed in as themselves, and the month's purchases; then deletes the
 * loading user. Does nothing when the demo is already there.
 */
export async function seedDemo(
  running: RunningApp,
  log: (line: string) => void,
  size: DemoSize = FULL_DEMO,
): Promise<'loaded' | 'already'> {
  const existing = await running.knex('rm.users').where({ email: DEMO_LOADER_EMAIL }).first('id');
  if (existing) return 'already';
  const bus = running.app.get(CommandBus);
  const password = randomBytes(18).toString('base64url');
  const { id: loaderId } = await bus.execute<RegisterUserCommand, { id: string }>(
    new RegisterUserCommand(
      { first_name: 'Datos de', last_name: 'Demostración', email: DEMO_LOADER_EMAIL, role: 'admin', password },
      systemMetadata(),
    ),
  );
  const signIn = async (email: string, secret: string) => {
    const http = new HttpClient(running.url);
    const login = await http.login(email, secret);
    if (login.status !== 200) throw new Error(`No se pudo iniciar sesión como ${email} (${login.status})`);
    return http;
  };
  const loader = await signIn(DEMO_LOADER_EMAIL, password);

  // A Bs payment must use the current rate (RULES.md): each day's rate is recorded just before
  // that day's sales, so a sale paid in bolivars at its day's rate pays at the current one.
  log('Tasas de cambio del último mes');
  let newestRecorded = DEMO_DAYS;
  const ratesUpTo = async (daysAgo: number) => {
    for (; newestRecorded > daysAgo; newestRecorded--) {
      const day = newestRecorded - 1;
      const metadata = { ...systemMetadata(), user_id: loaderId, at: instantDaysAgo(day) };
      await bus.execute(new CreateTaxeCommand(rateDaysAgo(day), copRateDaysAgo(day), metadata));
    }
  };
  await ratesUpTo(DEMO_DAYS - 1);
  const records = await loadDemoData(loader, log, size);

  const random = sequence(20261122);
  // The deliveries came in before the month of sales: the storer's entries are recorded (and
  // approved) on that day, as the rates are on theirs, so the stock cards start there.
  log('Stock en los depósitos');
  const inventories = running.app.get(InventoryCommands);
  const storerEmail = records.users.find((user) => user.role === 'storer')!.email;
  const storerId = String((await running.knex('rm.users').where({ email: storerEmail }).first('id')).id);
  const enter = async (lines: EntryLines) => {
    const metadata = { ...systemMetadata(), user_id: storerId, at: instantDaysAgo(DEMO_DAYS) };
    const values = newInventory.parse({ type: 'add', lines }); // as the HTTP body is read
    await inventories.approve(await inventories.create(values, metadata), {
      ...metadata,
      correlation_id: randomUUID(),
    });
  };
  const stock = await stockDeposits(enter, random, records.products, records.deposits);

  log(`${size.sales} ventas del último mes`);
  const as = async (role: string) =>
    Promise.all(
      records.users
        .filter((user) => user.role === role)
        .map(async (user) => demoApi(await signIn(user.email, user.password))),
    );
  const [sellers, [storer], [financial]] = await Promise.all([as('sales'), as('storer'), as('financial')]);
  const sold = await loadDemoSales(
    { sellers, storer, financial },
    random,
    stock,
    records.products,
    records.clients,
    size.sales,
    ratesUpTo,
  );
  await ratesUpTo(0);
  log('Compras del último mes');
  await loadDemoPurchases(financial, random, records.products, records.deposits[0].id);
  await invoiceDemoSales(running, demoApi(loader), loaderId, sold);
  // The loader is an administrator whose password nobody was told: once the data is in, its
  // account is deleted (soft: its row still tells a second run the demo is there; it cannot sign in).
  await bus.execute(new DeleteUserCommand(loaderId, systemMetadata()));
  return 'loaded';
}

/**
 * The rate and inventory commands as a screen sends them, one load for ours and for the
 * conventional peer (conventional-server.ts answers the same routes): a new rate (POST
 * /api/taxes), and an inventory entry of 2 lines created and approved (POST /api/inventories, then
 * POST /api/inventories/{id}/approve: its stock moves). Each answer is checked for the command's
 * effect, so neither side is measured answering something else.
 */
import { HttpClient } from '@bo/platform';
import { Contender } from './load-run';

/** Rates that differ from one command to the next, so each answer shows its own. */
export function rateCommands(clients: HttpClient[]): Contender {
  let next = 0;
  return {
    async run() {
      const index = next++;
      const change = (30 + (index % 5000) / 100).toFixed(2);
      const answer = await clients[index % clients.length].post('/api/taxes', { change, cop_change: '0.0090' });
      if (answer.status !== 201 || Number(answer.body.change) !== Number(change))
        throw new Error(`POST /api/taxes: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    },
    close: async () => undefined,
  };
}

/** What an inventory entry takes: the deposit and the products, each line adding 1 to 3 units. */
export interface InventorySetup {
  deposit: number | string;
  products: (number | string)[];
}

/** An entry of one line per product, created then approved by the same client. */
export function inventoryCommands(clients: HttpClient[], setup: InventorySetup): Contender {
  const lines = setup.products.map((product, index) => ({
    product_id: Number(product),
    deposit_id: Number(setup.deposit),
    quantity: 1 + index,
  }));
  let next = 0;
  return {
    async run() {
      const client = clients[next++ % clients.length];
      const created = await client.post('/api/inventories', { type: 'add', lines });
      if (created.status !== 201 || created.body.status !== 'request')
        throw new Error(`POST /api/inventories: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
      const approved = await client.post(`/api/inventories/${created.body.id}/approve`);
      if (approved.status !== 200 || approved.body.status !== 'process')
        throw new Error(
          `POST /api/inventories/{id}/approve: ${approved.status} ${JSON.stringify(approved.body).slice(0, 300)}`,
        );
    },
    close: async () => undefined,
  };
}

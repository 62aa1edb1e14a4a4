import { describeEventStoreContract } from '../contract/event-store.contract';
import { KurrentEventStore } from './kurrent-event-store';

const url = process.env.KURRENTDB_URL;
if (!url) console.log('Contrato de KurrentDB omitido: KURRENTDB_URL no está definido');
const describeIfKurrent = url ? describe : describe.skip;

describeIfKurrent('KurrentEventStore', () => {
  describeEventStoreContract('KurrentDB', async () => {
    const store = KurrentEventStore.fromConnectionString(url as string);
    return { store, cleanup: () => store.close() };
  });
});

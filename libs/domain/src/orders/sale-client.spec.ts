/** Why this exists: the client-from-sale path (client{...} on a sale) decided from the claim's holder. */
import { DomainError } from '../kit';
import { RecordState } from '../catalogue';
import { ClientValues } from '../clients';
import { clientOfSale } from './sale-client';

const sent: ClientValues = {
  name: 'Ana Pérez',
  identification: 'V-20111222',
  email: 'ana@correo.test',
  phone: null,
  address: null,
  companyName: null,
  typeClient: 'a',
};
const holder = (status: 'live' | 'deleted'): RecordState<ClientValues> => ({
  status,
  id: '7',
  values: { ...sent, name: 'Ana María Pérez', identification: 'v-20111222' },
});

describe('the client of a sale that names it by its data', () => {
  it('given nobody holds the identification: a new client with the values sent', () => {
    expect(clientOfSale({ status: 'none' }, sent)).toEqual({ kind: 'new', values: sent });
  });

  it('given a live client holds it: that client, with its own name and identification (the sale edits no client)', () => {
    expect(clientOfSale(holder('live'), sent)).toEqual({
      kind: 'existing',
      client: { id: '7', name: 'Ana María Pérez', identification: 'v-20111222' },
    });
  });

  it('given a deleted client holds the claim (never after a delete releases it): refused, not guessed', () => {
    expect(() => clientOfSale(holder('deleted'), sent)).toThrow(
      new DomainError('Ya existe un cliente con esa identificación'),
    );
  });
});

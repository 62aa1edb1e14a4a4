import { given } from '../kit';
import { claimChanges, recordDecider, RecordEvent, RecordState, uniqueValueDecider } from '../catalogue';
import {
  createCommand,
  creationRefusals,
  deleteCommand,
  restoreCommand,
  testMetadata,
  updateCommand,
} from '../catalogue/testing';
import { clientRecord, ClientValues } from './client.record';

const clients = recordDecider(clientRecord);
const values: ClientValues = {
  name: 'Juan Pérez',
  identification: 'V-12345678',
  email: 'juan@correo.test',
  phone: '0414-1234567',
  address: 'Av. Bolívar, Valencia',
  companyName: 'Repuestos JP',
  typeClient: 'b',
};
const created: RecordEvent = { type: 'ClientCreated', data: { id: '3', ...values } };
const deleted: RecordEvent = { type: 'ClientDeleted', data: { id: '3' } };
const restored: RecordEvent = { type: 'ClientRestored', data: { id: '3' } };
const refusesCreation = creationRefusals(clients, values, '4');

describe('a client', () => {
  it('is created with its values normalised (trimmed, e-mail in lower case, blanks as null)', () => {
    given(clients)
      .when(
        createCommand(
          { name: ' Ana ', identification: ' 0000 ', email: 'ANA@Correo.TEST', phone: '', typeClient: 'a' },
          '4',
        ),
      )
      .then([
        {
          type: 'ClientCreated',
          data: {
            id: '4',
            name: 'Ana',
            identification: '0000',
            email: 'ana@correo.test',
            phone: null,
            address: null,
            companyName: null,
            typeClient: 'a',
          },
        },
      ]);
  });

  it('refuses a creation without a name, an identification or a client type', () => {
    refusesCreation({ identification: '  ' }, 'El alias o número de identificación es obligatorio.');
    refusesCreation({ name: '' }, 'El nombre es obligatorio.');
    refusesCreation({ typeClient: 'vip' }, 'El tipo de cliente debe ser uno de: freelancer, spot, a, b, c.');
  });

  it('is updated, keeping the previous values in the event', () => {
    given(clients, [created])
      .when(updateCommand({ ...values, typeClient: 'a' }))
      .then([{ type: 'ClientUpdated', data: { id: '3', ...values, typeClient: 'a', previous: values } }]);
  });

  it('is deleted and restored', () => {
    given(clients, [created]).when(deleteCommand).then([deleted]);
    given(clients, [created, deleted]).when(restoreCommand).then([restored]);
  });

  it('refuses to restore a live client and to update a deleted one', () => {
    given(clients, [created]).when(restoreCommand).thenRefuses('El cliente no está eliminado');
    given(clients, [created, deleted]).when(updateCommand(values)).thenRefuses('El cliente fue eliminado');
  });
});

describe("a client's identification", () => {
  const live = (id: string, identification: string): RecordState<ClientValues> => ({
    status: 'live',
    id,
    values: { ...values, identification },
  });
  const none: RecordState<ClientValues> = { status: 'none' };

  it('is claimed on creation, released on delete and claimed again on restore', () => {
    expect(claimChanges(clientRecord, none, live('3', ' v-12345678 '))).toEqual([
      {
        kind: 'claim',
        scope: 'client.identification',
        value: 'v-12345678',
        message: 'Ya existe un cliente con esa identificación',
      },
    ]);
    const gone = { ...live('3', 'V-12345678'), status: 'deleted' as const };
    expect(claimChanges(clientRecord, live('3', 'V-12345678'), gone).map((c) => c.kind)).toEqual(['release']);
    expect(claimChanges(clientRecord, gone, live('3', 'V-12345678')).map((c) => c.kind)).toEqual(['claim']);
  });

  it('refuses a second live client with the same identification (any case)', () => {
    const [claim] = claimChanges(clientRecord, none, live('5', 'V-12345678'));
    given(uniqueValueDecider, [
      { type: 'UniqueValueClaimed', data: { scope: 'client.identification', value: 'v-12345678', owner_id: '3' } },
    ])
      .when({ type: 'ClaimValue', data: { ...claim, owner_id: '5' }, metadata: testMetadata })
      .thenRefuses('Ya existe un cliente con esa identificación');
  });

  it('is free for another client once its holder is deleted', () => {
    const [claim] = claimChanges(clientRecord, none, live('5', 'V-12345678'));
    const data = { scope: 'client.identification', value: 'v-12345678', owner_id: '3' };
    given(uniqueValueDecider, [
      { type: 'UniqueValueClaimed', data },
      { type: 'UniqueValueReleased', data },
    ])
      .when({ type: 'ClaimValue', data: { ...claim, owner_id: '5' }, metadata: testMetadata })
      .then([{ type: 'UniqueValueClaimed', data: { ...data, owner_id: '5' } }]);
  });
});

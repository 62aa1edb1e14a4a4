/** RULES.md 'Dealer applications' and 'Dealers': each step of a request, the group to finish, nothing past finish, one open request per identification. */
import { testMetadata as metadata } from '../catalogue/testing';
import { fold, given, uniqueValueDecider } from '..';
import { dealerApplicationFields } from './dealer.fields';
import { dealerRequestClaimEvents } from './dealer-request-claim';
import { dealerRequestDecider as requests } from './dealer-request.decider';
import { DealerRequestEvent, DealerRequestState } from './dealer-request.events';

const applicant = {
  name: 'María',
  lastname: 'González',
  idType: 'V' as const,
  identification: '12345678',
  company: 'Repuestos MG',
  address: 'Av. Bolívar 10',
  email: 'maria@example.com',
  phone: '04141234567',
  state_id: '7',
  state: 'Carabobo',
  town_id: '714',
  town: 'Valencia',
};
const submitted: DealerRequestEvent = { type: 'DealerRequestSubmitted', data: { id: '5', ...applicant } };
const group = { id: '2', name: 'Mayoristas' };

const change = (note: unknown = 'Llamada realizada', chosen: typeof group | null = null) =>
  ({ type: 'ChangeDealerRequestState', data: { note, group: chosen, dealer_id: '9' }, metadata }) as const;
const moved = (from: DealerRequestState, to: DealerRequestState, note = 'Llamada realizada'): DealerRequestEvent => ({
  type: 'DealerRequestStateChanged',
  data: { id: '5', from, to, note, applicant: 'María González', group: null, dealer_id: null },
});
const finished: DealerRequestEvent = {
  type: 'DealerRequestStateChanged',
  data: {
    id: '5',
    from: 'approve',
    to: 'finish',
    note: 'Bienvenida',
    applicant: 'María González',
    group,
    dealer_id: '9',
  },
};
const upTo: DealerRequestEvent[] = [
  submitted,
  moved('init', 'contact'),
  moved('contact', 'request'),
  moved('request', 'revision'),
  moved('revision', 'approve'),
];

describe('a dealer request', () => {
  it('is submitted in init', () => {
    given(requests)
      .when({ type: 'SubmitDealerRequest', data: { id: '5', applicant }, metadata })
      .then([submitted]);
    expect(fold(requests, [submitted])).toMatchObject({ id: '5', state: 'init' });
  });

  it('moves exactly one step at each change, keeping the note', () => {
    const steps: [DealerRequestState, DealerRequestState][] = [
      ['init', 'contact'],
      ['contact', 'request'],
      ['request', 'revision'],
      ['revision', 'approve'],
    ];
    steps.forEach(([from, to], index) => {
      given(requests, upTo.slice(0, index + 1))
        .when(change('  Llamada realizada '))
        .then([moved(from, to)]);
    });
  });

  it('ignores a group chosen before approve', () => {
    given(requests, [submitted])
      .when(change('Llamada realizada', group))
      .then([moved('init', 'contact')]);
  });

  it('needs a note at every step', () => {
    given(requests, [submitted]).when(change('   ')).thenRefusesOn('note', 'Debe escribir una nota');
    given(requests, [submitted]).when(change(null)).thenRefusesOn('note', 'Debe escribir una nota');
  });

  it('needs a group to finish, and names the group and the dealer it creates', () => {
    given(requests, upTo).when(change('Bienvenida')).thenRefusesOn('group', 'Debe seleccionar un grupo');
    given(requests, upTo).when(change('Bienvenida', group)).then([finished]);
    expect(fold(requests, [...upTo, finished])).toMatchObject({ state: 'finish', dealer_id: '9', group_id: '2' });
  });

  it('moves no step past finish', () => {
    given(requests, [...upTo, finished])
      .when(change('Otra vez', group))
      .thenRefuses('La solicitud ya fue finalizada');
  });

  it('is not found before it is submitted, and is submitted once', () => {
    given(requests).when(change()).thenRefuses('La solicitud no existe', 'not_found');
    given(requests, [submitted])
      .when({ type: 'SubmitDealerRequest', data: { id: '5', applicant }, metadata })
      .thenRefuses('La solicitud ya existe');
  });
});

describe('one open request per identification', () => {
  const request = { id: '5', identification: '12345678' };
  const claimed = dealerRequestClaimEvents('ClaimValue', request, { owner_id: null }, metadata);

  it('a submission claims its identification; another request with it is refused while it is open', () => {
    expect(claimed).toEqual([
      {
        type: 'UniqueValueClaimed',
        data: { scope: 'dealer_request.identification', value: '12345678', owner_id: '5' },
      },
    ]);
    const held = fold(uniqueValueDecider, claimed);
    expect(() =>
      dealerRequestClaimEvents('ClaimValue', { id: '6', identification: '12345678' }, held, metadata),
    ).toThrow('Ya existe una solicitud con esta identificación');
  });

  it('finishing releases it, so the same identification may apply again', () => {
    const held = fold(uniqueValueDecider, claimed);
    const released = dealerRequestClaimEvents('ReleaseValue', request, held, metadata);
    const free = fold(uniqueValueDecider, [...claimed, ...released]);
    expect(dealerRequestClaimEvents('ClaimValue', { id: '6', identification: '12345678' }, free, metadata)).toEqual([
      {
        type: 'UniqueValueClaimed',
        data: { scope: 'dealer_request.identification', value: '12345678', owner_id: '6' },
      },
    ]);
  });
});

describe('the application form', () => {
  const body = { ...applicant, state: '7', town: '714', idType: undefined };
  it('defaults idType to V and keeps digits-only identification and phone', () => {
    expect(dealerApplicationFields.parse(body)).toMatchObject({ idType: 'V', identification: '12345678' });
  });

  it('refuses an identification over 12 digits or with letters, and every blank field', () => {
    const issues = (values: Record<string, unknown>) =>
      Object.fromEntries(
        (dealerApplicationFields.safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
      );
    expect(issues({ ...body, identification: '1234567890123' })).toEqual({
      identification: 'No puede ser mayor a de 12',
    });
    expect(issues({ ...body, identification: '12a' })).toEqual({
      identification: 'La identificación solo admite números.',
    });
    expect(issues({})).toEqual({
      name: 'El nombre es obligatorio.',
      lastname: 'El apellido es obligatorio.',
      identification: 'La identificación es obligatoria.',
      company: 'La compañía es obligatoria.',
      address: 'La dirección es obligatoria.',
      email: 'El correo electrónico es obligatorio.',
      phone: 'El teléfono es obligatorio.',
      state: 'Debe seleccionar el estado.',
      town: 'Debe seleccionar el municipio.',
    });
  });
});

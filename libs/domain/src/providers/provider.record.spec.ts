import { given } from '../kit';
import { recordDecider } from '../catalogue';
import { providerRecord } from './provider.record';

const metadata = {
  user_id: '1',
  correlation_id: 'c',
  causation_id: null,
  idempotency_key: null,
  at: '2026-01-01T00:00:00Z',
};
const providers = recordDecider(providerRecord);
const values = { name: 'Pedro Gómez', company_name: 'Filtros del Centro C.A.', tax_id: 'J-12345678-9' };

describe('a provider', () => {
  it('is created with its RIF in upper case and blanks as null', () => {
    given(providers)
      .when({
        type: 'CreateRecord',
        data: { id: '2', values: { ...values, tax_id: ' j-12345678-9 ', email: '', website: 'https://filtros.test' } },
        metadata,
      })
      .then([
        {
          type: 'ProviderCreated',
          data: {
            id: '2',
            name: 'Pedro Gómez',
            company_name: 'Filtros del Centro C.A.',
            tax_id: 'J-12345678-9',
            email: null,
            phone: null,
            website: 'https://filtros.test',
            address: null,
            city: null,
            country: null,
            notes: null,
          },
        },
      ]);
  });

  it('refuses a provider without a RIF, or with one of another shape', () => {
    given(providers)
      .when({ type: 'CreateRecord', data: { id: '2', values: { ...values, tax_id: '' } }, metadata })
      .thenRefuses('El RIF es obligatorio.');
    given(providers)
      .when({ type: 'CreateRecord', data: { id: '2', values: { ...values, tax_id: 'X-123' } }, metadata })
      .thenRefuses('El RIF no es válido (ejemplo: J-12345678-9).');
  });

  it('refuses a provider without its company name', () => {
    given(providers)
      .when({ type: 'CreateRecord', data: { id: '2', values: { ...values, company_name: ' ' } }, metadata })
      .thenRefuses('El nombre de la empresa es obligatorio.');
  });
});

describe('a RIF', () => {
  const parse = (tax_id: unknown) => providerRecord.fields.safeParse({ ...values, tax_id });

  it.each(['J-12345678-9', 'V-12345678', 'v12345678', 'E-8.123.456', 'G-20000001-0', 'P-1234567', 'C-123456789'])(
    'accepts %s',
    (tax_id) => expect(parse(tax_id).success).toBe(true),
  );
  it.each(['12345678', 'X-12345678', 'J-1234', 'J-12345678-90', 'J-ABCDEFGH'])('refuses %s', (tax_id) =>
    expect(parse(tax_id).success).toBe(false),
  );
});

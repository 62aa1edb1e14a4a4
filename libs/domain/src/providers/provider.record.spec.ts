import { given } from '../kit';
import { recordDecider } from '../catalogue';
import { createCommand, creationRefusals } from '../catalogue/testing';
import { providerRecord } from './provider.record';

const providers = recordDecider(providerRecord);
const values = { name: 'Pedro Gómez', company_name: 'Filtros del Centro C.A.', tax_id: 'J-12345678-9' };
const refusesCreation = creationRefusals(providers, values, '2');

describe('a provider', () => {
  it('is created with its RIF in upper case and blanks as null', () => {
    given(providers)
      .when(createCommand({ ...values, tax_id: ' j-12345678-9 ', email: '', website: 'https://filtros.test' }, '2'))
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
    refusesCreation({ tax_id: '' }, 'El RIF es obligatorio.');
    refusesCreation({ tax_id: 'X-123' }, 'El RIF no es válido (ejemplo: J-12345678-9).');
  });

  it('refuses a provider without its company name', () => {
    refusesCreation({ company_name: ' ' }, 'El nombre de la empresa es obligatorio.');
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

/** Issue 15: the activity log names each step of a dealer request and the dealer it becomes. */
import { describeEvent } from './describe-event';

const applicant = {
  name: 'María',
  lastname: 'González',
  idType: 'V',
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
const step = (from: string, to: string, group: { id: string; name: string } | null = null) =>
  describeEvent({
    type: 'DealerRequestStateChanged',
    streamId: 'dealer_request-5',
    data: { id: '5', from, to, note: 'Nota', applicant: 'María González', group, dealer_id: group ? '9' : null },
  });

describe('the activity log of dealers', () => {
  it('names the application, each step by its label and the group of the finish', () => {
    expect(
      describeEvent({ type: 'DealerRequestSubmitted', streamId: 'dealer_request-5', data: { id: '5', ...applicant } }),
    ).toEqual({
      description: 'Recibió la solicitud de distribuidor de María González (Repuestos MG)',
      category: 'Distribuidores',
    });
    expect(step('revision', 'approve')).toEqual({
      description: 'Cambió la solicitud de María González a Aprobado',
      category: 'Distribuidores',
    });
    expect(step('init', 'contact').description).toBe('Cambió la solicitud de María González a Distribuidor contactado');
    expect(step('approve', 'finish', { id: '2', name: 'Mayoristas' }).description).toBe(
      'Cambió la solicitud de María González a Finalizado en el grupo Mayoristas',
    );
  });

  it('names the dealer by name when it is created', () => {
    expect(
      describeEvent({
        type: 'DealerCreated',
        streamId: 'dealer-9',
        data: { id: '9', ...applicant, group_id: '2', request_id: '5' },
      }),
    ).toEqual({ description: 'Registró el distribuidor María González', category: 'Distribuidores' });
  });
});

import { describeEvent } from '../activity-log/describe-event';

describe("the activity log's lines for users", () => {
  const profile = {
    id: '7',
    first_name: 'Luis',
    last_name: 'Gómez',
    email: 'luis@example.com',
    role: 'sales',
    owner: false,
    photo: null,
    organization_id: '2',
  };

  it('names an edited user and says a new password was set, never the hash', () => {
    const line = describeEvent({
      type: 'UserUpdated',
      streamId: 'user-7',
      data: { ...profile, password_hash: '$argon2id$secreto' },
    });
    expect(line).toEqual({
      description: 'Modificó al usuario Luis Gómez (luis@example.com), Vendedor, con una nueva contraseña',
      category: 'Usuarios',
    });
    expect(describeEvent({ type: 'UserUpdated', streamId: 'user-7', data: profile }).description).toBe(
      'Modificó al usuario Luis Gómez (luis@example.com), Vendedor',
    );
  });

  it('names deletes, restores and released e-mails', () => {
    expect(describeEvent({ type: 'UserDeleted', streamId: 'user-7', data: { id: '7' } })).toEqual({
      description: 'Eliminó al usuario #7',
      category: 'Usuarios',
    });
    expect(describeEvent({ type: 'UserRestored', streamId: 'user-7', data: { id: '7' } }).description).toBe(
      'Restauró al usuario #7',
    );
    const released = { email: 'luis@example.com', user_id: '7' };
    expect(
      describeEvent({ type: 'UserEmailReleased', streamId: 'user_email-luis@example.com', data: released }),
    ).toEqual({ description: 'Liberó el correo luis@example.com del usuario #7', category: 'Usuarios' });
  });

  it('names the account and the stores', () => {
    expect(
      describeEvent({
        type: 'OrganizationCreated',
        streamId: 'organization-3',
        data: { id: '3', name: 'Tienda Centro' },
      }).description,
    ).toBe('Registró la tienda Tienda Centro');
    expect(
      describeEvent({ type: 'AccountUpdated', streamId: 'account-1', data: { id: '1', name: 'Repuestos C.A.' } }),
    ).toEqual({ description: 'Modificó la cuenta Repuestos C.A.', category: 'Sistema' });
  });
});

import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, may, UserMessages } from '@bo/domain';
import { SessionStore } from '../../auth/sessions/session.store';
import { hashPassword } from '../password';
import { UserWriter } from '../user-writer';
import { UpdateUserCommand } from './update-user.command';

/**
 * Edits a user's profile; a typed password replaces the current one (a blank one keeps it). A
 * user who is not admin edits only their own record and may change neither their role, nor the
 * owner flag, nor their store (403; the same value is fine); nobody changes their own role (409,
 * in the decider).
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, void> {
  constructor(
    private readonly writer: UserWriter,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ id, changes, actor, metadata }: UpdateUserCommand): Promise<void> {
    const { password, ...profile } = changes;
    const current = await this.writer.state(id);
    if (current.status === 'none') throw new DomainError(UserMessages.notFound, 'not_found');
    if (!may(actor.role, 'users', 'write')) {
      if (profile.role !== current.profile.role) throw new ForbiddenException('No tiene permiso para cambiar su rol.');
      if (profile.owner !== current.profile.owner)
        throw new ForbiddenException('No tiene permiso para cambiar la condición de propietario.');
      if (profile.organization_id !== current.profile.organization_id)
        throw new ForbiddenException('No tiene permiso para cambiar su tienda.');
    }
    // A store deleted since keeps a user who already had it; choosing one needs it live.
    if (profile.organization_id !== current.profile.organization_id)
      await this.writer.checkOrganization(profile.organization_id);
    await this.writer.run(id, {
      type: 'UpdateUser',
      data: {
        profile: { ...profile, email: profile.email! },
        password_hash: password ? await hashPassword(password) : null,
      },
      metadata,
    });
    // A new role or name applies to their open sessions at once.
    await this.sessions.forgetUser(id);
  }
}

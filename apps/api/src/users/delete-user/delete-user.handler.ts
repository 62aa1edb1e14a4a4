import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../auth/sessions/session.store';
import { UserWriter } from '../user-writer';
import { DeleteUserCommand } from './delete-user.command';

/** Soft-deletes a user (never oneself): their e-mail is released, they cannot sign in, their sessions end. */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, void> {
  constructor(
    private readonly writer: UserWriter,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ id, metadata }: DeleteUserCommand): Promise<void> {
    await this.writer.run(id, { type: 'DeleteUser', data: {}, metadata });
    await this.sessions.forgetUser(id, true);
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, UserMessages } from '@bo/domain';
import { EmailTakenException, UserWriter } from '../user-writer';
import { RestoreUserCommand } from './restore-user.command';

/**
 * Brings a deleted user back: their e-mail is reserved again, refused (409) while another live
 * user holds it.
 */
@CommandHandler(RestoreUserCommand)
export class RestoreUserHandler implements ICommandHandler<RestoreUserCommand, void> {
  constructor(private readonly writer: UserWriter) {}

  async execute({ id, metadata }: RestoreUserCommand): Promise<void> {
    try {
      await this.writer.run(id, { type: 'RestoreUser', data: {}, metadata });
    } catch (error) {
      // No form here: the restore button shows the rule's message.
      if (error instanceof EmailTakenException) throw new DomainError(UserMessages.emailTaken);
      throw error;
    }
  }
}

import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, fold, userDecider, userEmailStream, UserMessages, userStream } from '@bo/domain';
import { WrongExpectedVersionError } from '@bo/event-store';
import { CommandExecutor } from '../../shared/command-executor';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { hashPassword } from '../password';
import { RegisterUserCommand } from './register-user.command';

/**
 * Registers a user: the user's stream and an e-mail reservation stream are appended together,
 * both expecting no stream, so two users can never share an e-mail.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, { id: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ user, metadata }: RegisterUserCommand): Promise<{ id: string }> {
    const id = await this.ids.next('users');
    const events = userDecider.decide(
      {
        type: 'RegisterUser',
        data: {
          id,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          role: user.role,
          owner: user.owner ?? false,
          password_hash: await hashPassword(user.password),
        },
        metadata,
      },
      fold(userDecider, []),
    );
    const email = events[0].data.email;
    try {
      await this.executor.append([
        { streamId: userStream(id), expectedVersion: 'no_stream', events: events.map((e) => ({ ...e, metadata })) },
        {
          streamId: userEmailStream(email),
          expectedVersion: 'no_stream',
          events: [{ type: 'UserEmailReserved', data: { email, user_id: id }, metadata }],
        },
      ]);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new DomainError(UserMessages.emailTaken);
      throw error;
    }
    return { id };
  }
}

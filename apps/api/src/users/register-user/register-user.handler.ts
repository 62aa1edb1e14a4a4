import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { hashPassword } from '../password';
import { UserWriter } from '../user-writer';
import { RegisterUserCommand } from './register-user.command';

/**
 * Registers a user: the user's stream and the e-mail's reservation stream are appended together
 * with expected versions, so two live users can never share an e-mail.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, { id: string }> {
  constructor(
    private readonly writer: UserWriter,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ user, metadata }: RegisterUserCommand): Promise<{ id: string }> {
    await this.writer.checkOrganization(user.organization_id ?? null);
    const id = await this.ids.next('users');
    const { password, ...profile } = user;
    await this.writer.run(id, {
      type: 'RegisterUser',
      data: { id, ...profile, owner: profile.owner ?? false, password_hash: await hashPassword(password) },
      metadata,
    });
    return { id };
  }
}

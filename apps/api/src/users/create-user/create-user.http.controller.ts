import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata, newUserRequest, NewUserRequest } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { RegisterUserCommand } from '../register-user/register-user.command';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';

/** POST /api/users (admin): a new user with a password and a store. */
@Controller('users')
export class CreateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('users', 'write')
  async create(
    @Body(new ZodBodyPipe(newUserRequest)) body: NewUserRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<UserView> {
    const { id } = await this.commands.execute<RegisterUserCommand, { id: string }>(
      new RegisterUserCommand({ ...body, email: body.email!, password: body.password! }, metadata),
    );
    return this.users.byId(id);
  }
}

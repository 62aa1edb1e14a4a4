import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';
import { RestoreUserCommand } from './restore-user.command';

/** PUT /api/users/{id}/restore (admin). */
@Controller('users')
export class RestoreUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserReader,
  ) {}

  @Put(':id/restore')
  @Roles('users', 'write')
  async restore(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<UserView> {
    await this.commands.execute(new RestoreUserCommand(id, metadata));
    return this.users.byId(id);
  }
}

import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';
import { DeleteUserCommand } from './delete-user.command';

/** DELETE /api/users/{id} (admin): a soft delete; the answer is the user with deleted_at set. */
@Controller('users')
export class DeleteUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserReader,
  ) {}

  @Delete(':id')
  @Roles('users', 'write')
  async remove(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<UserView> {
    await this.commands.execute(new DeleteUserCommand(id, metadata));
    return this.users.byId(id);
  }
}

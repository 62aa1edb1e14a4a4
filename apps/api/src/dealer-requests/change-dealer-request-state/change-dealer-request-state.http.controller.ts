import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { DealerRequestCommands } from '../dealer-request.commands';
import { DealerRequestDetailView, DealerRequestReader } from '../dealer-request.reader';
import { changeStateRequest, ChangeStateRequest } from '../dealer-request.requests';

/**
 * POST /api/requests/:id/change-state {note, group?}: 'Cambiar estado', one step forward (admin);
 * 200 with the request as it now is. A missing note or group is 400 on its field; past finish, 409.
 */
@Controller('requests')
export class ChangeDealerRequestStateController {
  constructor(
    private readonly commands: DealerRequestCommands,
    private readonly reader: DealerRequestReader,
  ) {}

  @Post(':id/change-state')
  @HttpCode(200)
  @Roles('requests', 'write')
  async change(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(changeStateRequest)) body: ChangeStateRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<DealerRequestDetailView> {
    await this.commands.changeState(id, body, metadata);
    return this.reader.byId(id);
  }
}

import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { TransferCommands } from '../transfer.commands';
import { TransferDetailView, TransferReader } from '../transfer.reader';

/**
 * POST /api/transfers/:id/send | receive | cancel: 200 with the transfer as it now is (its stock
 * has moved: into the destinations on receive, back to the source on cancel); a move the state
 * does not allow is 409 with its message.
 */
@Controller('transfers')
export class TransferStatesController {
  constructor(
    private readonly commands: TransferCommands,
    private readonly reader: TransferReader,
  ) {}

  @Post(':id/send')
  @HttpCode(200)
  @Roles('transfers', 'send')
  async send(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<TransferDetailView> {
    await this.commands.send(id, metadata);
    return this.reader.byId(id);
  }

  @Post(':id/receive')
  @HttpCode(200)
  @Roles('transfers', 'receive')
  async receive(
    @Param('id', NumericIdPipe) id: string,
    @Metadata() metadata: EventMetadata,
  ): Promise<TransferDetailView> {
    await this.commands.receive(id, metadata);
    return this.reader.byId(id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Roles('transfers', 'cancel')
  async cancel(
    @Param('id', NumericIdPipe) id: string,
    @Metadata() metadata: EventMetadata,
  ): Promise<TransferDetailView> {
    await this.commands.cancel(id, metadata);
    return this.reader.byId(id);
  }
}

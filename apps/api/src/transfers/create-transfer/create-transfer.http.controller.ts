import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata, newTransfer, NewTransfer } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { TransferCommands } from '../transfer.commands';
import { TransferDetailView, TransferReader } from '../transfer.reader';

const body = new ZodBodyPipe(newTransfer);

/**
 * POST /api/deposits/:id/transfers {comentary?, products[{product_id, quantity, deposit_id}]}
 * (API.md; `deposit_id` is each line's destination): 201 with the prepared transfer and its lines;
 * its stock has left the deposit of the path. An unknown or deleted deposit is 404.
 */
@Controller('deposits')
export class CreateTransferController {
  constructor(
    private readonly commands: TransferCommands,
    private readonly reader: TransferReader,
  ) {}

  @Post(':id/transfers')
  @HttpCode(201)
  @Roles('transfers', 'write')
  async create(
    @Param('id', NumericIdPipe) depositId: string,
    @Body() sent: unknown,
    @Metadata() metadata: EventMetadata,
  ): Promise<TransferDetailView> {
    // The deposit first: a transfer from nowhere is not found, whatever its lines say.
    await this.commands.checkSource(depositId);
    const values = body.transform(sent) as NewTransfer;
    const id = await this.commands.create(depositId, values, metadata);
    return this.reader.byId(id);
  }
}

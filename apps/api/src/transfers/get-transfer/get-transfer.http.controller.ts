import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { TransferDetailView, TransferReader } from '../transfer.reader';

/** GET /api/transfers/:id: the transfer with its lines, its source deposit and who did each step. */
@Controller('transfers')
export class GetTransferController {
  constructor(private readonly reader: TransferReader) {}

  @Get(':id')
  @Roles('transfers', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<TransferDetailView> {
    return this.reader.byId(id);
  }
}

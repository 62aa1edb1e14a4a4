import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { InventoryCommands } from '../inventory.commands';
import { InventoryReader, InventoryView } from '../inventory.reader';

/** POST /api/inventories/:id/approve: 200 with the processed inventory; its stock has moved. */
@Controller('inventories')
export class ApproveInventoryController {
  constructor(
    private readonly commands: InventoryCommands,
    private readonly reader: InventoryReader,
  ) {}

  @Post(':id/approve')
  @HttpCode(200)
  @Roles('inventories', 'approve')
  @KeyClaimedByAppend()
  async approve(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<InventoryView> {
    await this.commands.approve(id, metadata);
    return this.reader.byId(id);
  }
}

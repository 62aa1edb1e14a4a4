import { Controller, Delete, Param, Put } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { InventoryCommands } from '../inventory.commands';
import { InventoryReader, InventoryView } from '../inventory.reader';

/** DELETE /api/inventories/:id (soft, only a request) and PUT /api/inventories/:id/restore. */
@Controller('inventories')
export class DeleteInventoryController {
  constructor(
    private readonly commands: InventoryCommands,
    private readonly reader: InventoryReader,
  ) {}

  @Delete(':id')
  @Roles('inventories', 'write')
  async delete(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<InventoryView> {
    await this.commands.delete(id, metadata);
    return this.reader.byId(id);
  }

  @Put(':id/restore')
  @Roles('inventories', 'write')
  async restore(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<InventoryView> {
    await this.commands.restore(id, metadata);
    return this.reader.byId(id);
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EventMetadata, newInventory, NewInventory } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { Metadata } from '../../shared/command-metadata';
import { InventoryCommands } from '../inventory.commands';
import { InventoryReader, InventoryView } from '../inventory.reader';

/** POST /api/inventories {type, lines[{product_id, deposit_id, quantity}]}: 201 with the new request. */
@Controller('inventories')
export class CreateInventoryController {
  constructor(
    private readonly commands: InventoryCommands,
    private readonly reader: InventoryReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('inventories', 'write')
  @KeyClaimedByAppend()
  async create(
    @Body(new ZodBodyPipe(newInventory)) values: NewInventory,
    @Metadata() metadata: EventMetadata,
  ): Promise<InventoryView> {
    const id = await this.commands.create(values, metadata);
    return this.reader.byId(id);
  }
}

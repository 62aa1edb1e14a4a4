import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { TaxeView } from '../taxe.view';
import { DeleteTaxeCommand } from './delete-taxe.command';

@Controller('taxes')
export class DeleteTaxeController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Roles('taxes', 'write')
  remove(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<TaxeView> {
    return this.commands.execute(new DeleteTaxeCommand(id, metadata));
  }
}

import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { TaxeRequest } from '../taxe.request';
import { TaxeView } from '../taxe.view';
import { UpdateTaxeCommand } from './update-taxe.command';

@Controller('taxes')
export class UpdateTaxeController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Roles('taxes', 'write')
  update(
    @Param('id', NumericIdPipe) id: string,
    @Body() body: TaxeRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<TaxeView> {
    return this.commands.execute(new UpdateTaxeCommand(id, body.change, body.cop_change, metadata));
  }
}

import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { Metadata } from '../../shared/command-metadata';
import { TaxeRequest } from '../taxe.request';
import { TaxeView } from '../taxe.view';
import { CreateTaxeCommand } from './create-taxe.command';

@Controller('taxes')
export class CreateTaxeController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Roles('taxes', 'write')
  @KeyClaimedByAppend()
  create(@Body() body: TaxeRequest, @Metadata() metadata: EventMetadata): Promise<TaxeView> {
    return this.commands.execute(new CreateTaxeCommand(body.change, body.cop_change, metadata));
  }
}

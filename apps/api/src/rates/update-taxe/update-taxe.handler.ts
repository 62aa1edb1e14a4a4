import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { taxeDecider, taxeStream } from '@bo/domain';
import { CommandExecutor } from '../../shared/command-executor';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';
import { UpdateTaxeCommand } from './update-taxe.command';

@CommandHandler(UpdateTaxeCommand)
export class UpdateTaxeHandler implements ICommandHandler<UpdateTaxeCommand, TaxeView> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: TaxeReader,
  ) {}

  async execute(command: UpdateTaxeCommand): Promise<TaxeView> {
    await this.executor.execute(taxeDecider, taxeStream(command.id), {
      type: 'UpdateTaxe',
      data: { id: command.id, change: command.change, cop_change: command.copChange },
      metadata: command.metadata,
    });
    return this.reader.byId(command.id);
  }
}

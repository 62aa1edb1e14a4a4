import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { taxeDecider, taxeStream } from '@bo/domain';
import { CommandExecutor } from '../../shared/command-executor';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';
import { CreateTaxeCommand } from './create-taxe.command';

@CommandHandler(CreateTaxeCommand)
export class CreateTaxeHandler implements ICommandHandler<CreateTaxeCommand, TaxeView> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly reader: TaxeReader,
  ) {}

  async execute(command: CreateTaxeCommand): Promise<TaxeView> {
    const id = await this.ids.next('taxes');
    await this.executor.execute(
      taxeDecider,
      taxeStream(id),
      {
        type: 'CreateTaxe',
        data: { id, change: command.change, cop_change: command.copChange },
        metadata: command.metadata,
      },
      { isNew: true },
    );
    return this.reader.byId(id);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { taxeDay } from '../taxe-day';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: UpdateTaxeCommand): Promise<TaxeView> {
    await this.executor.execute(taxeDecider, taxeStream(command.id), {
      type: 'UpdateTaxe',
      data: {
        id: command.id,
        change: command.change,
        cop_change: command.copChange,
        day: await taxeDay(this.store, command.id),
      },
      metadata: command.metadata,
    });
    return this.reader.byId(command.id);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@bo/event-store';
import { EVENT_STORE } from '../../infrastructure/database/tokens';
import { taxeDay } from '../taxe-day';
import { taxeDecider, taxeStream } from '@bo/domain';
import { CommandExecutor } from '../../shared/command-executor';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';
import { DeleteTaxeCommand } from './delete-taxe.command';

/** Answers with the rate as it was, as react-admin expects from a delete. */
@CommandHandler(DeleteTaxeCommand)
export class DeleteTaxeHandler implements ICommandHandler<DeleteTaxeCommand, TaxeView> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reader: TaxeReader,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: DeleteTaxeCommand): Promise<TaxeView> {
    const before = await this.reader.byId(command.id).catch(() => null);
    await this.executor.execute(taxeDecider, taxeStream(command.id), {
      type: 'DeleteTaxe',
      data: { id: command.id, day: await taxeDay(this.store, command.id) },
      metadata: command.metadata,
    });
    return before ?? this.reader.byId(command.id);
  }
}

import { EventMetadata } from '@bo/domain';

export class CreateTaxeCommand {
  constructor(
    readonly change: string,
    readonly copChange: string,
    readonly metadata: EventMetadata,
  ) {}
}

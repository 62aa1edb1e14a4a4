import { EventMetadata } from '@bo/domain';

export class UpdateTaxeCommand {
  constructor(
    readonly id: string,
    readonly change: string,
    readonly copChange: string,
    readonly metadata: EventMetadata,
  ) {}
}

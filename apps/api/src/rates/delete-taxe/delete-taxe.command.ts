import { EventMetadata } from '@bo/domain';

export class DeleteTaxeCommand {
  constructor(
    readonly id: string,
    readonly metadata: EventMetadata,
  ) {}
}

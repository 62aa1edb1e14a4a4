import { EventMetadata } from '@bo/domain';

export class RestoreUserCommand {
  constructor(
    readonly id: string,
    readonly metadata: EventMetadata,
  ) {}
}

import { EventMetadata } from '@bo/domain';

export class DeleteUserCommand {
  constructor(
    readonly id: string,
    readonly metadata: EventMetadata,
  ) {}
}

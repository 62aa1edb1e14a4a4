import { EventMetadata, Role } from '@bo/domain';

export class RegisterUserCommand {
  constructor(
    readonly user: {
      first_name: string;
      last_name: string;
      email: string;
      role: Role;
      password: string;
      owner?: boolean;
    },
    readonly metadata: EventMetadata,
  ) {}
}

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
      photo?: string | null;
      /** Required from the users screen; the seeded admin and test users may have none. */
      organization_id?: string | null;
    },
    readonly metadata: EventMetadata,
  ) {}
}

import { EventMetadata, UserChangeRequest } from '@bo/domain';
import type { SessionUser } from '../../auth/guards/authenticated-request';

export class UpdateUserCommand {
  constructor(
    readonly id: string,
    readonly changes: UserChangeRequest,
    /** Who asks: an admin, or the user themself ('Mi perfil'). */
    readonly actor: SessionUser,
    readonly metadata: EventMetadata,
  ) {}
}

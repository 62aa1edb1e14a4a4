import { EventMetadata } from '../kit';
import { Role } from './roles';

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    role: Role;
    password_hash: string;
    owner: boolean;
  };
  metadata: EventMetadata;
};
export type UserCommand = RegisterUser;

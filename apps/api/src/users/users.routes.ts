import { Provider, Type } from '@nestjs/common';
import { CreateUserController } from './create-user/create-user.http.controller';
import { DeleteUserController } from './delete-user/delete-user.http.controller';
import { DeleteUserHandler } from './delete-user/delete-user.handler';
import { UserAsOf } from './get-user/user-as-of';
import { GetUserController } from './get-user/get-user.http.controller';
import { ListUsersController } from './list-users/list-users.http.controller';
import { RegisterUserHandler } from './register-user/register-user.handler';
import { RestoreUserController } from './restore-user/restore-user.http.controller';
import { RestoreUserHandler } from './restore-user/restore-user.handler';
import { UpdateUserController } from './update-user/update-user.http.controller';
import { UpdateUserHandler } from './update-user/update-user.handler';
import { UserReader } from './user-reader';
import { UserWriter } from './user-writer';

/** `/api/users`: list, show, create, edit ('Mi perfil' too), delete and restore. */
export const USER_CONTROLLERS: Type<unknown>[] = [
  ListUsersController,
  GetUserController,
  CreateUserController,
  UpdateUserController,
  DeleteUserController,
  RestoreUserController,
];

export const USER_PROVIDERS: Provider[] = [
  UserReader,
  UserAsOf,
  UserWriter,
  RegisterUserHandler,
  UpdateUserHandler,
  DeleteUserHandler,
  RestoreUserHandler,
];

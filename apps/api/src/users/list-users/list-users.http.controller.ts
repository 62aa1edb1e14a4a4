import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { USER_SORTS, UserListFilter, UserReader } from '../user-reader';
import { UserView } from '../user.view';

/**
 * GET /api/users (admin): filter q (names, e-mail), role, trashed; sorted. Not paginated (the
 * spec's screen shows every user): the range is ignored and Content-Range counts them all.
 */
@Controller('users')
export class ListUsersController {
  constructor(private readonly users: UserReader) {}

  @Get()
  @Roles('users', 'read')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserView[]> {
    const params = parseListParams(query, { sortable: Object.keys(USER_SORTS), defaultSort: ['first_name', 'ASC'] });
    const rows = await this.users.list(params.filter as UserListFilter, {
      field: params.sortField,
      order: params.sortOrder,
    });
    setContentRange(response, 'users', { rows, total: rows.length, offset: 0 });
    return rows;
  }
}

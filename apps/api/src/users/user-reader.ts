import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Knex } from 'knex';
import { ROLES, UserMessages } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { searchPattern } from '../infrastructure/http/search-pattern';
import { toUserView, UserRow, UserView } from './user.view';

/** Sortable fields of the users list and their SQL. */
export const USER_SORTS: Record<string, string> = {
  id: 'u.id',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  role: 'u.role',
  organization: 'o.name',
  created_at: 'u.created_at',
};

export interface UserListFilter {
  q?: unknown;
  role?: unknown;
  trashed?: unknown;
}

/** Users from `rm.users` with their store's name; never the hash. */
@Injectable()
export class UserReader {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  private base(): Knex.QueryBuilder {
    return this.knex({ u: 'rm.users' })
      .leftJoin({ o: 'rm.organizations' }, 'o.id', 'u.organization_id')
      .select(
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role',
        'u.owner',
        'u.photo',
        'u.organization_id',
        { organization_name: 'o.name' },
        'u.created_at',
        'u.updated_at',
        'u.deleted_at',
      );
  }

  /** Every user matching the filter (the screen is not paginated). */
  async list(filter: UserListFilter, sort: { field: string; order: 'asc' | 'desc' }): Promise<UserView[]> {
    const query = this.base();
    if (filter.trashed === 'only') query.whereNotNull('u.deleted_at');
    else if (filter.trashed !== 'with') query.whereNull('u.deleted_at');
    if (typeof filter.role === 'string' && (ROLES as readonly string[]).includes(filter.role))
      query.where('u.role', filter.role);
    const pattern = searchPattern(filter.q);
    if (pattern) {
      query.where((where) =>
        where
          .whereILike('u.first_name', pattern)
          .orWhereILike('u.last_name', pattern)
          .orWhereILike('u.email', pattern)
          .orWhereRaw(`u.first_name || ' ' || u.last_name ilike ?`, [pattern]),
      );
    }
    const column = USER_SORTS[sort.field] ?? 'u.first_name';
    const rows = (await query.orderBy([
      { column, order: sort.order },
      { column: 'u.id', order: sort.order },
    ])) as UserRow[];
    return rows.map(toUserView);
  }

  async byId(id: string): Promise<UserView> {
    const row = (await this.base().where('u.id', id).first()) as UserRow | undefined;
    if (!row) throw new NotFoundException(UserMessages.notFound);
    return toUserView(row);
  }
}

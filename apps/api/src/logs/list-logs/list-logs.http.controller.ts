import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { searchPattern } from '../../infrastructure/http/search-pattern';
import { Roles } from '../../auth/guards/access.decorators';
import { KNEX } from '../../infrastructure/database/tokens';
import { pageOf, parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { recordOfStream } from '../../history/record-of-stream';

interface LogRow {
  id: string;
  created_at: Date;
  user_name: string;
  description: string;
  category: string;
  stream_id: string;
}

/**
 * The activity log: one row per accepted command, searched by description, user or category. Each
 * row links to what it is about: its main event's stream, and the record (resource and id) whose
 * history holds it when there is one.
 */
@Controller('logs')
export class ListLogsController {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  @Get()
  @Roles('logs', 'read')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const params = parseListParams(query, {
      sortable: ['id', 'created_at', 'category'],
      defaultSort: ['created_at', 'DESC'],
    });
    const base = this.knex('rm.logs').select('id', 'created_at', 'user_name', 'description', 'category', 'stream_id');
    const pattern = searchPattern(params.filter.q);
    if (pattern) {
      base.where((where) =>
        where.whereILike('description', pattern).orWhereILike('user_name', pattern).orWhereILike('category', pattern),
      );
    }
    if (typeof params.filter.category === 'string') base.where('category', params.filter.category);
    const page = await pageOf<LogRow>(base, params);
    setContentRange(response, 'logs', page);
    return page.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      created_at: new Date(row.created_at).toISOString(),
      record: recordOfStream(row.stream_id),
    }));
  }
}

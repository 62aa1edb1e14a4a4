import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { accountFields, EventMetadata } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { Metadata } from '../shared/command-metadata';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { parseListParams, setContentRange } from '../infrastructure/http/list-params';
import { AcceptsAsOf, parseAsOf } from '../infrastructure/http/as-of';
import { RecordAsOf } from '../catalogue/record-as-of';
import { RecordCommands } from '../catalogue/record-commands';
import { RecordQueries, RecordView } from '../catalogue/record-queries';
import { ZodBodyPipe } from '../catalogue/zod-body.pipe';
import { accountResource } from './account.resource';

/**
 * GET /api/accounts (admin), GET /api/accounts/{id}[?as_of=…] (anyone signed in: the shell's
 * colours and logo), PUT /api/accounts/{id} (admin). No create nor delete: the account is seeded once.
 */
@Controller('accounts')
export class AccountController {
  constructor(
    private readonly commands: RecordCommands,
    private readonly queries: RecordQueries,
    private readonly asOf: RecordAsOf,
  ) {}

  @Get()
  @Roles('accounts', 'list')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecordView[]> {
    const params = parseListParams(query, {
      sortable: Object.keys(accountResource.list.sortable),
      defaultSort: accountResource.list.defaultSort,
    });
    const page = await this.queries.list(accountResource, params);
    setContentRange(response, accountResource.path, page);
    return page.rows;
  }

  /** The account now, or `?as_of=` as it was then (folded from its events, like any catalogue record). */
  @Get(':id')
  @Roles('accounts', 'read')
  @AcceptsAsOf()
  get(@Param('id', NumericIdPipe) id: string, @Query('as_of') asOf?: unknown): Promise<RecordView> {
    if (asOf !== undefined) return this.asOf.at(accountResource, id, parseAsOf(asOf));
    return this.queries.byId(accountResource, id);
  }

  @Put(':id')
  @Roles('accounts', 'write')
  async update(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(accountFields)) values: Record<string, unknown>,
    @Metadata() metadata: EventMetadata,
  ): Promise<RecordView> {
    await this.commands.update(accountResource, id, values, metadata);
    return this.queries.byId(accountResource, id);
  }
}

import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  PipeTransform,
  Post,
  Put,
  Query,
  Res,
  Type,
} from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, EventMetadata } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { Metadata } from '../shared/command-metadata';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { AcceptsAsOf, parseAsOf } from '../infrastructure/http/as-of';
import { RecordAsOf } from './record-as-of';
import { parseListParams, setContentRange } from '../infrastructure/http/list-params';
import { CatalogueResource } from './catalogue-resource';
import { RecordCommands } from './record-commands';
import { RecordQueries, RecordView } from './record-queries';
import { ZodBodyPipe } from './zod-body.pipe';

/**
 * The six routes of a catalogue resource, ra-data-simple-rest style:
 * GET /api/{path} (filter q, trashed, the resource's own; sort; range), GET /{id}, POST, PUT /{id},
 * DELETE /{id} and PUT /{id}/restore (a kind created elsewhere refuses the POST). Every write answers
 * with the record as the read model now shows it.
 */
export function catalogueController(resource: CatalogueResource): Type<unknown> {
  const body = new ZodBodyPipe(resource.request ?? resource.definition.fields);
  // A kind created elsewhere refuses the POST before reading its body (that schema is the edit's).
  const created: PipeTransform = resource.createdElsewhere ? new Refused(resource.createdElsewhere) : body;

  @Controller(resource.path)
  class CatalogueController {
    constructor(
      readonly commands: RecordCommands,
      readonly queries: RecordQueries,
      readonly asOf: RecordAsOf,
    ) {}

    /**
     * The record as the read model now shows it. Should the read models lag behind (the bounded
     * read-your-writes wait ran out), the values folded from its events: the write is never
     * answered with a 404.
     */
    async afterWrite(id: string): Promise<RecordView> {
      try {
        return await this.queries.byId(resource, id);
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
        return this.asOf.at(resource, id, new Date());
      }
    }

    @Get()
    @Roles(resource.path, 'read')
    async list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<RecordView[]> {
      const params = parseListParams(query, {
        sortable: Object.keys(resource.list.sortable),
        defaultSort: resource.list.defaultSort,
      });
      const page = await this.queries.list(resource, params);
      setContentRange(response, resource.path, page);
      return page.rows;
    }

    @Get(':id')
    @Roles(resource.path, 'read')
    @AcceptsAsOf()
    get(@Param('id', NumericIdPipe) id: string, @Query('as_of') asOf?: string): Promise<RecordView> {
      if (asOf !== undefined) return this.asOf.at(resource, id, parseAsOf(asOf));
      return this.queries.byId(resource, id);
    }

    @Post()
    @HttpCode(201)
    @Roles(resource.path, 'write')
    async create(
      @Body(created) values: Record<string, unknown>,
      @Metadata() metadata: EventMetadata,
    ): Promise<RecordView> {
      const id = await this.commands.create(resource, values, metadata);
      return this.afterWrite(id);
    }

    @Put(':id')
    @Roles(resource.path, 'write')
    async update(
      @Param('id', NumericIdPipe) id: string,
      @Body(body) values: Record<string, unknown>,
      @Metadata() metadata: EventMetadata,
    ): Promise<RecordView> {
      await this.commands.update(resource, id, values, metadata);
      return this.afterWrite(id);
    }

    @Delete(':id')
    @Roles(resource.path, 'write')
    async remove(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<RecordView> {
      await this.commands.change(resource, id, 'DeleteRecord', metadata);
      return this.afterWrite(id);
    }

    @Put(':id/restore')
    @Roles(resource.path, 'write')
    async restore(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<RecordView> {
      await this.commands.change(resource, id, 'RestoreRecord', metadata);
      return this.afterWrite(id);
    }
  }

  const name = resource.path.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) => letter.toUpperCase());
  Object.defineProperty(CatalogueController, 'name', { value: `${name}CatalogueController` });
  return CatalogueController;
}

/** A body pipe that refuses every body with a rule's 409 (the route exists, the rule says no). */
class Refused implements PipeTransform {
  constructor(private readonly message: string) {}

  transform(): never {
    throw new DomainError(this.message);
  }
}

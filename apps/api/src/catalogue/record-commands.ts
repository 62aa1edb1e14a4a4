import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { DomainError, EventMetadata, foldedName, RecordCommand, uniqueClaimValue, uniqueValueStream } from '@bo/domain';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { EventStore } from '@bo/event-store';
import { CommandExecutor } from '../shared/command-executor';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { CatalogueResource } from './catalogue-resource';
import { recordCommandAppends } from './record-appends';

type Values = Record<string, unknown>;
type Verb = Exclude<RecordCommand<Values>['type'], 'CreateRecord'>;

/**
 * Create, update, delete and restore of any catalogue record: decide on the record's stream,
 * claim or release its unique values on their own streams, and append all of it atomically
 * with expected versions (retried on a concurrent change).
 */
@Injectable()
export class RecordCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async create(resource: CatalogueResource, values: Values, metadata: EventMetadata): Promise<string> {
    await this.checkReferences(resource, values);
    await this.checkFoldedNames(resource, values);
    const id = await this.ids.next(resource.idKind);
    await this.run(resource, id, { type: 'CreateRecord', data: { id, values }, metadata });
    return id;
  }

  /**
   * Creates a record unless the value of its first unique field was ever claimed, even if renamed or
   * deleted since: what a startup seed needs, whatever the read models show (they may be rebuilding).
   */
  async createOnce(resource: CatalogueResource, values: Values, metadata: EventMetadata): Promise<void> {
    const [unique] = resource.definition.unique;
    if (!unique) throw new Error(`${resource.path}: only a kind with a unique field can be seeded once`);
    const claim = uniqueValueStream(unique.scope, uniqueClaimValue(unique, values[unique.field]));
    if ((await this.store.readStream(claim, { maxCount: 1 })).version > 0) return;
    try {
      await this.create(resource, values, metadata);
    } catch (error) {
      // Another process seeded it at the same moment.
      if (!(error instanceof DomainError)) throw error;
    }
  }

  async update(resource: CatalogueResource, id: string, values: Values, metadata: EventMetadata): Promise<void> {
    await this.checkReferences(resource, values);
    await this.checkFoldedNames(resource, values, id);
    await this.run(resource, id, { type: 'UpdateRecord', data: { values }, metadata });
  }

  async change(resource: CatalogueResource, id: string, verb: Verb, metadata: EventMetadata): Promise<void> {
    if (verb === 'DeleteRecord') await this.checkUnused(resource, id);
    const command = { type: verb, data: {}, metadata } as RecordCommand<Values>;
    await this.run(resource, id, command);
  }

  private async run(resource: CatalogueResource, id: string, command: RecordCommand<Values>): Promise<void> {
    await this.executor.commit(() => recordCommandAppends(this.store, resource.definition, id, command));
  }

  /**
   * A name compared without case nor accents is claimed on its stream (record-appends.ts), which
   * holds under concurrency; records created before their kind claimed folded names hold no such
   * claim, so a new name (or a record's changed one) is also compared with the live rows of the
   * read model: 409 with the field's message when another holds it. A record keeping its own
   * folded name is not compared (two such older records may share one: either can still be edited).
   */
  private async checkFoldedNames(resource: CatalogueResource, values: Values, id?: string): Promise<void> {
    for (const unique of resource.definition.unique) {
      if (!unique.ignoreAccents) continue;
      const wanted = foldedName(values[unique.field]);
      if (!wanted) continue;
      const rows: Record<string, unknown>[] = await this.knex(resource.table)
        .whereNull('deleted_at')
        .select('id', unique.field);
      const own = id === undefined ? undefined : rows.find((row) => String(row.id) === id);
      if (own && foldedName(own[unique.field]) === wanted) continue;
      if (rows.some((row) => String(row.id) !== id && foldedName(row[unique.field]) === wanted))
        throw new DomainError(unique.message);
    }
  }

  /** A record still used by a live row of another read model is kept (409). Checked on the read models. */
  private async checkUnused(resource: CatalogueResource, id: string): Promise<void> {
    for (const use of resource.uses ?? []) {
      const found = await this.knex(use.table)
        .where(use.column, id)
        .whereRaw(use.where ?? 'deleted_at is null')
        .first(use.column);
      if (found) throw new DomainError(use.message);
    }
  }

  /** Every referenced record must exist and be live, and the resource's own checks hold: a 400 on the field otherwise. */
  private async checkReferences(resource: CatalogueResource, values: Values): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const reference of resource.references ?? []) {
      const value = values[reference.field];
      if (value === null || value === undefined || value === '') continue;
      const found = await this.knex(reference.table)
        .where({ id: String(value) })
        .whereNull('deleted_at')
        .first('id');
      if (!found) errors[reference.field] = [reference.message];
    }
    if (resource.checks) Object.assign(errors, await resource.checks(this.knex, values));
    if (Object.keys(errors).length) throw new FormValidationException(errors);
  }
}

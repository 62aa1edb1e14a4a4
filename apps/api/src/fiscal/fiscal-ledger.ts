/**
 * The `fiscal` stream's state as this process keeps it (issue 33): the settings, the control-number
 * ranges and the last numbers given. A busy account appends a FiscalNumberTaken per invoice, so
 * the stream is never folded whole on each document: only the events after the kept version are
 * read, as the stock streams are (stock/stock-states.ts). `appendFor` decides a fiscal command on
 * the current state and gives the append with its expected version, to be stored atomically with
 * the document's own events; another process's append in between fails that version and the
 * command builds again (DocumentCommands' loop), so every number is given once and in order.
 *
 * `settings()` is what a sale is decided on: at most CACHE_MS old, as the closed-until day.
 */
import { Inject, Injectable } from '@nestjs/common';
import { EventMetadata, FISCAL_STREAM, fiscalDecider, FiscalCommand, FiscalEvent, FiscalState } from '@bo/domain';
import type { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { streamAppend } from '../shared/stream-append';

export interface KeptFiscal {
  version: number;
  state: FiscalState;
}

@Injectable()
export class FiscalLedger {
  /** How long a sale may decide on settings this process read. */
  static readonly CACHE_MS = 1000;

  private kept: KeptFiscal = { version: 0, state: fiscalDecider.initialState() };
  private readAt = 0;
  private reading: Promise<KeptFiscal> | null = null;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The stream's current state: what is kept plus the events after it. */
  current(): Promise<KeptFiscal> {
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** The settings and numbering as read at most CACHE_MS ago. */
  async settings(): Promise<FiscalState> {
    if (Date.now() - this.readAt < FiscalLedger.CACHE_MS) return this.kept.state;
    return (await this.current()).state;
  }

  /** The append of a fiscal command decided on the current state (within a command's build). */
  async appendFor(command: FiscalCommand, metadata: EventMetadata): Promise<StreamAppend> {
    const { version, state } = await this.current();
    const events = fiscalDecider.decide(command, state);
    return streamAppend(FISCAL_STREAM, version === 0 ? 'no_stream' : version, events, metadata);
  }

  /** An append that was stored: the kept state moves on without reading it back. */
  appended(appends: readonly StreamAppend[]): void {
    for (const append of appends) {
      if (append.streamId !== FISCAL_STREAM) continue;
      const from = append.expectedVersion === 'no_stream' ? 0 : append.expectedVersion;
      if (from !== this.kept.version) continue;
      const events = append.events as unknown as FiscalEvent[];
      this.kept = { version: from + events.length, state: events.reduce(fiscalDecider.evolve, this.kept.state) };
    }
  }

  private async read(): Promise<KeptFiscal> {
    const readAt = Date.now();
    const known = this.kept;
    const read = await this.store.readStream(FISCAL_STREAM, { fromVersion: known.version });
    const newer = read.events as unknown as FiscalEvent[];
    // A concurrent appended() may have moved the kept state past this read: keep the newer.
    if (this.kept.version > known.version) return this.kept;
    this.kept = {
      version: Math.max(read.version, known.version),
      state: newer.reduce(fiscalDecider.evolve, known.state),
    };
    this.readAt = readAt;
    return this.kept;
  }
}

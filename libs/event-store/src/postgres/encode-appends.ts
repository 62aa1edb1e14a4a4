import { ExpectedVersion, StreamAppend } from '../port';

/** The column arrays `es_append` and `es_append_group` take, flattened in request order. */
export interface EncodedAppends {
  streams: string[];
  expected: number[];
  counts: number[];
  types: string[];
  data: string[];
  metadata: string[];
}

export function emptyEncoded(): EncodedAppends {
  return { streams: [], expected: [], counts: [], types: [], data: [], metadata: [] };
}

/** -1 any, 0 no stream (also exact version 0), n exact version. */
export function encodeExpected(expected: ExpectedVersion): number {
  if (expected === 'any') return -1;
  if (expected === 'no_stream') return 0;
  if (!Number.isInteger(expected) || expected < 0) throw new Error(`Versión esperada inválida: ${String(expected)}`);
  return expected;
}

/** Validates one append and adds it to `into`. */
export function encodeAppend(append: StreamAppend[], into: EncodedAppends = emptyEncoded()): EncodedAppends {
  if (append.length === 0) throw new Error('Nada que agregar');
  for (const stream of append) {
    if (stream.events.length === 0) throw new Error(`Sin eventos para ${stream.streamId}`);
    into.streams.push(stream.streamId);
    into.expected.push(encodeExpected(stream.expectedVersion));
    into.counts.push(stream.events.length);
    for (const event of stream.events) {
      into.types.push(event.type);
      into.data.push(JSON.stringify(event.data ?? null));
      into.metadata.push(JSON.stringify(event.metadata));
    }
  }
  return into;
}

/** SQLSTATEs after which PostgreSQL rolled the whole statement back, so a retry appends nothing twice. */
export const DEADLOCK = '40P01';

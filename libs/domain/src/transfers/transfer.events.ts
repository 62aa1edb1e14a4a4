import { z } from 'zod';

const id = z.string().min(1);

/**
 * A deposit transfer's events. Who created, sent, received or cancelled it, and when, are the
 * metadata of the event that did it (the emitter, sender and receiver of the screens).
 */
export const transferEventSchemas = {
  TransferCreated: z.object({
    id,
    /** The source deposit: the stock leaves it at creation. */
    deposit_id: id,
    comentary: z.string().nullable(),
    lines: z
      .array(
        z.object({
          id,
          product_id: id,
          /** The destination deposit: the stock enters it on reception. */
          deposit_id: id,
          quantity: z.number().int().positive().max(1_000_000),
        }),
      )
      .min(1),
  }),
  TransferSent: z.object({ id }),
  TransferReceived: z.object({ id }),
  TransferCancelled: z.object({ id }),
} as const;

type DataOf<Type extends keyof typeof transferEventSchemas> = z.infer<(typeof transferEventSchemas)[Type]>;
export type TransferCreated = { type: 'TransferCreated'; data: DataOf<'TransferCreated'> };
export type TransferSent = { type: 'TransferSent'; data: DataOf<'TransferSent'> };
export type TransferReceived = { type: 'TransferReceived'; data: DataOf<'TransferReceived'> };
export type TransferCancelled = { type: 'TransferCancelled'; data: DataOf<'TransferCancelled'> };
export type TransferEvent = TransferCreated | TransferSent | TransferReceived | TransferCancelled;
export type TransferLine = TransferCreated['data']['lines'][number];

/** The states of spec §4: Preparada, En Tránsito, Completada, Cancelada. */
export const TRANSFER_STATES = ['prepared', 'in_transit', 'completed', 'cancelled'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const transferStream = (transferId: string): string => `transfer-${transferId}`;

/** The document name on the stock card and in the log: 'Transferencia #3'. */
export const transferLabel = (transferId: string): string => `Transferencia #${transferId}`;

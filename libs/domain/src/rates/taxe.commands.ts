import { EventMetadata } from '../kit';

export interface TaxeValues {
  /** Bs per USD, as typed (validated again by the decider). */
  change: string;
  /** Bs -> COP factor. */
  cop_change: string;
}

export type CreateTaxe = { type: 'CreateTaxe'; data: TaxeValues & { id: string }; metadata: EventMetadata };
/** `day`: the rate's own day ('YYYY-MM-DD', the day it was recorded), read by the API; refused once closed. */
export type UpdateTaxe = {
  type: 'UpdateTaxe';
  data: TaxeValues & { id: string; day?: string | null };
  metadata: EventMetadata;
};
export type DeleteTaxe = { type: 'DeleteTaxe'; data: { id: string; day?: string | null }; metadata: EventMetadata };
export type TaxeCommand = CreateTaxe | UpdateTaxe | DeleteTaxe;

/** A rate as the screens read it. */
export interface TaxeView {
  id: number;
  change: number;
  cop_change: number;
  created_at: string;
  updated_at: string;
}

export interface TaxeRow {
  id: string;
  change: string;
  cop_change: string;
  created_at: Date;
  updated_at: Date;
}

export function toTaxeView(row: TaxeRow): TaxeView {
  return {
    id: Number(row.id),
    change: Number(row.change),
    cop_change: Number(row.cop_change),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export const TAXE_COLUMNS = ['id', 'change', 'cop_change', 'created_at', 'updated_at'] as const;

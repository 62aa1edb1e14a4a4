/**
 * Why this file exists: the purchase form shows its IVA before it is saved (issue 33, RULES.md
 * fiscal documents): each line's base after its share of the discount (cents half up, the rest on
 * the largest line), per rate the base and IVA (half up), the exempt base, the total with IVA, and
 * under regime special the IVA withheld (75 or 100 %) and what is owed to the provider. Integer
 * cents, the server's rule (libs/domain/src/fiscal/document-taxes.ts), which decides in the end.
 */

export type FiscalRegime = 'none' | 'ordinary' | 'special';
export type IvaCode = 'G' | 'R' | 'A' | 'E';
export type WithholdingRate = 75 | 100;

/** Each code's rate in hundredths of a percent (G 16 %, R 8 %, A 31 %, E exempt). */
const RATES: Record<IvaCode, bigint> = { G: 1600n, R: 800n, A: 3100n, E: 0n };
const TAXED: readonly IvaCode[] = ['G', 'R', 'A'];

/** The code of a product as the products' API answers it (none yet: G, the new products' code). */
export const productIvaOf = (product: unknown): IvaCode => {
  const code = (product as { iva?: unknown } | null)?.iva;
  return code === 'R' || code === 'A' || code === 'E' ? code : 'G';
};

export interface PurchaseTaxLine {
  code: IvaCode;
  /** '16.00' */
  rate: string;
  base: bigint;
  amount: bigint;
}

export interface PurchaseTaxes {
  taxes: PurchaseTaxLine[];
  exempt: bigint;
  /** The bases after the discount. */
  base: bigint;
  taxTotal: bigint;
  /** base + taxTotal. */
  total: bigint;
  /** 0 unless the account is a special taxpayer and there is IVA. */
  ivaWithheld: bigint;
  withholdingRate: WithholdingRate | null;
  /** What the provider is paid: total - ivaWithheld. */
  payable: bigint;
}

/** a x b / c rounded half up, on non-negative integers. */
const halfUp = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);

/** The lines (their code and amount before the discount, in cents), the discount in cents, the terms. */
export function purchaseTaxesOf(
  lines: ReadonlyArray<{ iva: IvaCode; cents: bigint }>,
  discount: bigint,
  regime: FiscalRegime,
  withholdingRate: WithholdingRate,
): PurchaseTaxes {
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0n);
  const shares = lines.map((line) => (subtotal > 0n && discount > 0n ? halfUp(discount, line.cents, subtotal) : 0n));
  if (lines.length > 0) {
    const largest = lines.reduce((best, line, index) => (line.cents > lines[best].cents ? index : best), 0);
    shares[largest] += discount - shares.reduce((sum, share) => sum + share, 0n);
  }
  const bases = lines.map((line, index) => line.cents - shares[index]);
  const baseOf = (code: IvaCode) =>
    bases.reduce((sum, base, index) => (lines[index].iva === code ? sum + base : sum), 0n);
  const taxes = TAXED.filter((code) => lines.some((line) => line.iva === code)).map((code) => {
    const base = baseOf(code);
    return { code, rate: (Number(RATES[code]) / 100).toFixed(2), base, amount: halfUp(base, RATES[code], 10_000n) };
  });
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0n);
  const base = bases.reduce((sum, value) => sum + value, 0n);
  const withholds = regime === 'special' && taxTotal > 0n;
  const ivaWithheld = withholds ? halfUp(taxTotal, BigInt(withholdingRate), 100n) : 0n;
  const total = base + taxTotal;
  return {
    taxes,
    exempt: baseOf('E'),
    base,
    taxTotal,
    total,
    ivaWithheld,
    withholdingRate: withholds ? withholdingRate : null,
    payable: total - ivaWithheld,
  };
}

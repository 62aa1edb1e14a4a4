/**
 * Why this file exists: a purchase's totals under a fiscal regime (issue 33) are the same rows on
 * the form and on the detail page: subtotal, discount, base, IVA per rate, exempt, total with IVA,
 * and under regime special the IVA withheld and what is owed to the provider ('Total a pagar').
 */
import type { PurchaseTaxes } from './purchaseTaxes';

export interface TotalRow {
  label: string;
  cents: bigint;
  bold?: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const fiscalRows = (
  fiscal: PurchaseTaxes,
  subtotal: bigint,
  discount: bigint,
  translate: Translate,
): TotalRow[] => {
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.shopping_fiscal.${key}`, options);
  return [
    { label: t('subtotal'), cents: subtotal },
    { label: t('discount'), cents: discount },
    { label: t('base'), cents: fiscal.base },
    ...fiscal.taxes.map((tax) => ({ label: t('iva', { rate: Number(tax.rate) }), cents: tax.amount })),
    { label: t('exempt'), cents: fiscal.exempt },
    { label: t('total'), cents: fiscal.total, bold: true },
    ...(fiscal.withholdingRate
      ? [
          { label: t('iva_withheld', { rate: fiscal.withholdingRate }), cents: fiscal.ivaWithheld },
          { label: t('payable'), cents: fiscal.payable, bold: true },
        ]
      : []),
  ];
};

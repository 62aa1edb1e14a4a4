/** Issue 33: the sale screens' fiscal words (taxes of a sale, IGTF of a payment). */
export const fiscalSalesMessages = {
  bo: {
    fiscal_sales: {
      base: 'Base imponible',
      iva: 'IVA %{rate} %',
      exempt: 'Exento',
      igtf: 'IGTF',
    },
  },
};

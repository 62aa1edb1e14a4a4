/** Texts of the rate forms (issue 11): what the typed peso rate means in pesos per dollar. */
export const taxMessages = {
  bo: {
    taxes: {
      // RULES.md: COP = Bs x cop_change, so the peso rate is pesos per bolívar.
      peso_meaning: '1$ = %{bs} Bs = %{cop} COP',
    },
  },
};

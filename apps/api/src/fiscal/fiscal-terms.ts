/**
 * What a sale or a payment is decided on of the fiscal settings (issue 33): null under regime
 * `none` (no IVA, no IGTF: the spec's sale), else the IGTF terms (agent, rate), the sale taxed.
 */
import type { FiscalState, IgtfTerms } from '@bo/domain';

export function fiscalTermsOf(state: Pick<FiscalState, 'regime' | 'igtf_agent' | 'igtf_rate'>): IgtfTerms | null {
  if (state.regime === 'none') return null;
  return { agent: state.igtf_agent, rate: state.igtf_rate };
}

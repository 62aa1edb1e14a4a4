/**
 * Why this file exists: a verify's result in the auditor's words, 'Cadena íntegra: N eventos
 * verificados' or where the chain broke and why (alterado, faltante, insertado, reordenado, no
 * coincide con el resumen), the same on the chain's last verify and on a verify just run.
 */
import { useTranslate } from 'react-admin';
import { formatQuantity } from '../format';
import type { VerifyResult } from './types';

export const useResultText = () => {
  const translate = useTranslate();
  return (result: VerifyResult, digest?: { position: string } | null): string =>
    result.ok || !result.first_bad
      ? digest
        ? translate('bo.audit.chain.ok_digest', { count: formatQuantity(result.checked), position: digest.position })
        : translate('bo.audit.chain.ok', { count: formatQuantity(result.checked) })
      : translate('bo.audit.chain.bad', {
          position: result.first_bad.position,
          reason: translate(`bo.audit.reasons.${result.first_bad.reason}`, { _: result.first_bad.reason }),
        });
};

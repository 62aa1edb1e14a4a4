/**
 * A digest as a small PDF to print, sign and keep (issue 32, item 2): the account, the day or
 * closing it seals, how many events, the position and the hash (in groups, to read aloud or
 * copy), how to check it, and lines for the signatures.
 */
import { DocumentContext, DocumentFile, DocumentRefusal, notFound, PDF } from '../../reports/document-renderer';
import { accountForPage } from '../../reports/pdf/account-for-page';
import { documentPage, html, spanishDateTime24, spanishShortDate } from '../../reports/pdf/html';
import { findDigest } from './digests';

export const AUDIT_DIGEST = 'audit-digest';

const KIND_LABELS = { day: 'Cierre del día', closing: 'Cierre de período' } as const;

export async function renderDigestFile(context: DocumentContext): Promise<DocumentFile | DocumentRefusal> {
  const digest = await findDigest(context.pool, context.params.id);
  if (!digest) return notFound('Resumen no encontrado');
  const groups = digest.hash.match(/.{1,8}/g) ?? [];
  const body = html`
    <dl class="facts">
      <dt>Tipo</dt>
      <dd>${KIND_LABELS[digest.kind]}</dd>
      <dt>${digest.kind === 'day' ? 'Día' : 'Cerrado hasta'}</dt>
      <dd>${spanishShortDate(digest.date)}</dd>
      <dt>Eventos sellados</dt>
      <dd>${digest.events}</dd>
      <dt>Posición</dt>
      <dd>${digest.position}</dd>
      <dt>Sellado el</dt>
      <dd>${spanishDateTime24(digest.at)}</dd>
      <dt>Hash (SHA-256)</dt>
      <dd style="font-family: 'DejaVu Sans Mono', monospace">${groups.join(' ')}</dd>
    </dl>
    <p>
      Este resumen es el sello de la historia en la posición ${digest.position}: cada evento se sella con SHA-256 sobre
      el sello anterior y su contenido canónico (flujo, posición en el flujo, tipo, datos, metadatos y fecha). Guárdelo
      fuera del sistema. Para comprobar que la historia hasta esa posición no cambió, use «Verificar» en la fila de este
      resumen (Auditoría, Resúmenes) o
      <code>npm run audit:verify -- --position ${digest.position} --hash ${digest.hash}</code>.
    </p>
    <p class="muted">
      Prueba que los eventos hasta esa posición son los sellados entonces; no prueba que lo registrado fuera cierto, ni
      dice nada de lo registrado después.
    </p>
    <table>
      <tbody>
        <tr>
          <td style="height: 60px; vertical-align: bottom">Firma del auditor: ______________________</td>
          <td style="height: 60px; vertical-align: bottom">Fecha: ______________</td>
        </tr>
      </tbody>
    </table>
  `;
  const page = documentPage({
    account: await accountForPage(context.pool, context.config),
    title: 'Resumen de la cadena sellada',
    subtitle: `${KIND_LABELS[digest.kind]} ${spanishShortDate(digest.date)}`,
    body,
  });
  return {
    fileName: `resumen-${digest.date}-${digest.id}.pdf`,
    contentType: PDF,
    bytes: await context.pdf.render(page),
  };
}

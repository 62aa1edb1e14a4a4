/** GET /api/clients/:id/statement: the client detail's 'Estado de cuenta' PDF (new tab); 404 'El cliente no existe', as its detail. */
import { recordDocumentRoute } from '../../reports/record-document-route';
import { CLIENT_STATEMENT } from './client-statement.renderer';

export const ClientStatementController = recordDocumentRoute({
  base: 'clients',
  document: 'statement',
  job: CLIENT_STATEMENT,
  access: ['clients', 'read'],
});

import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { FormValidationException } from '../../infrastructure/http/validation';
import { RecordQueries, RecordView } from '../../catalogue/record-queries';
import { clientResource } from '../client.resource';
import { identificationKey, whereIdentification } from '../identification-match';

/**
 * `GET /api/clients/lookup?identification=...`: the live client holding that identification (as
 * the sales screens' client search and the POS need it), compared as the uniqueness rule does
 * (trimmed, case-insensitive); 404 'No se encontró el cliente.' when there is none.
 */
@Controller('clients')
export class LookupClientController {
  constructor(private readonly queries: RecordQueries) {}

  @Get('lookup')
  @Roles('clients', 'read')
  async lookup(@Query('identification') identification?: unknown): Promise<RecordView> {
    const wanted = identificationKey(identification);
    if (!wanted) throw new FormValidationException({ identification: ['La identificación es obligatoria.'] });
    const row = (await whereIdentification(this.queries.base(clientResource), wanted)
      .whereNull('r.deleted_at')
      .first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundException('No se encontró el cliente.');
    return this.queries.view(clientResource, row);
  }
}

/**
 * The route of a document of one record whose only input is the record's id (a purchase's PDF,
 * a client's statement, a sale's Presupuesto...): GET /api/{base}/{id}/{document}, guarded by
 * the resource's action, answered by DocumentJobs. One definition per document instead of one
 * hand-written controller each; documents with more input (a ticket's currency, an export's
 * format) keep a controller of their own.
 */
import { Controller, Get, Inject, Param, Res, StreamableFile, Type } from '@nestjs/common';
import type { Response } from 'express';
import type { AccessAction, AccessResource } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { DocumentJobs } from './document-jobs';

export interface RecordDocument<R extends AccessResource> {
  /** 'shoppings': the record's routes. */
  base: string;
  /** 'report': the path after the id. */
  document: string;
  /** The 'documents' queue's job (its renderer's name). */
  job: string;
  /** Who may print it: whoever may do this on the resource. */
  access: [R, AccessAction<R>];
}

export function recordDocumentRoute<R extends AccessResource>(route: RecordDocument<R>): Type<unknown> {
  @Controller(route.base)
  class RecordDocumentController {
    constructor(@Inject(DocumentJobs) private readonly documents: DocumentJobs) {}

    @Get(`:id/${route.document}`)
    @Roles(...route.access)
    print(
      @Param('id', NumericIdPipe) id: string,
      @Res({ passthrough: true }) response: Response,
    ): Promise<StreamableFile> {
      return this.documents.answer(route.job, { id }, response);
    }
  }
  Object.defineProperty(RecordDocumentController, 'name', { value: `${route.job}DocumentController` });
  return RecordDocumentController;
}

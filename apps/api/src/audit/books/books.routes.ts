/** The books as of an instant: GET /api/audit/books (issue 32, item 3). */
import { Provider, Type } from '@nestjs/common';
export const BOOKS_CONTROLLERS: Type<unknown>[] = [];
export const BOOKS_PROVIDERS: Provider[] = [];

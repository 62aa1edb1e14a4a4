/** The books as of an instant: GET /api/audit/books (issue 32, item 3). */
import { Provider, Type } from '@nestjs/common';
import { BooksAsOf } from './books-as-of';
import { GetBooksController } from './get-books.http.controller';

export const BOOKS_CONTROLLERS: Type<unknown>[] = [GetBooksController];
export const BOOKS_PROVIDERS: Provider[] = [BooksAsOf];

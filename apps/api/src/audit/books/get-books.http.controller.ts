/** GET /api/audit/books?as_of=ISO-8601: the books as they stood at that instant (admin and auditor). */
import { Controller, Get, Query } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { AcceptsAsOf, parseAsOf } from '../../infrastructure/http/as-of';
import { Books } from './books';
import { BooksAsOf } from './books-as-of';

@Controller('audit/books')
export class GetBooksController {
  constructor(private readonly books: BooksAsOf) {}

  /** A missing, malformed or impossible instant is a 400 on `as_of` (parseAsOf). */
  @Get()
  @Roles('audit', 'read')
  @AcceptsAsOf()
  get(@Query('as_of') asOf?: unknown): Promise<Books> {
    return this.books.at(parseAsOf(asOf));
  }
}

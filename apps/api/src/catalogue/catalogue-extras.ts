import { Provider, Type } from '@nestjs/common';

/**
 * Routes and providers of catalogue resources beyond the six generic ones (a client lookup, a
 * product import...). Controllers here are registered before the generic `/:id` routes.
 */
export const CATALOGUE_ROUTES_FIRST: Type<unknown>[] = [];
export const CATALOGUE_PROVIDERS: Provider[] = [];

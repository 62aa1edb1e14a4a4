import { brandResource } from '../brands/brand.resource';
import { CatalogueResource } from './catalogue-resource';

/** Every catalogue resource served by the generic routes: add a line for each new one. */
export const CATALOGUE_RESOURCES: readonly CatalogueResource[] = [brandResource];

import { Projection } from '../projection';
import { brandsProjection } from './brands.projection';
import { combineProjections } from './combine-projections';

/** The read models of the catalogue records, kept by one runner: add a line for each new kind. */
export const catalogueProjection: Projection = combineProjections('catalogue', [brandsProjection]);

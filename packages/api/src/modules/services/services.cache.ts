/**
 * The catalogue's public reads kept in memory (lib/public-cache.ts): the tree and each service's page are the
 * same for everyone and change only when an admin edits the catalogue.
 */
import { publicCache } from '../../lib/public-cache';

const catalogue = publicCache();

/** A public read by its key; a failed one (a missing or disabled service) is not kept. */
export const cachedCatalogue = catalogue.read;
/** The catalogue changed: the next reads go to the database, and cached pages are dropped. */
export const forgetCatalogue = catalogue.forget;
export const forgetCatalogueOnWrite = catalogue.forgetOnWrite;

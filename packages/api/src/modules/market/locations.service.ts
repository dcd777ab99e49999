/** Locations: country → state (province) → city → district. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { locations, type Executor, type Location, type LocationLevel } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { cachedReference } from './market.cache';
import { changesNothing } from '../../lib/patch';

const CHILD_LEVEL: Record<LocationLevel, LocationLevel | null> = {
  country: 'state',
  state: 'city',
  city: 'district',
  district: null,
};

export function toLocation(row: Location) {
  return {
    id: row.id,
    parentId: row.parentId,
    level: row.level,
    slug: row.slug,
    code: row.code,
    nameFa: row.nameFa,
    nameEn: row.nameEn,
    lat: row.lat,
    lng: row.lng,
  };
}

/** The children of a node (countries when parentId is null), in their order then by Persian name. */
export async function childrenOf(db: Executor, parentId: string | null) {
  const rows = await db
    .select()
    .from(locations)
    .where(parentId ? eq(locations.parentId, parentId) : isNull(locations.parentId))
    .orderBy(asc(locations.sortOrder), asc(locations.nameFa));
  return rows.map(toLocation);
}

export async function locationById(db: Executor, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  if (!row) throw new AppError('LocationNotFound');
  return row;
}

/** Walks a slug path from the countries down: ['iran', 'tehran', 'tehran'] → the nodes on the way. */
export async function locationPath(db: Executor, slugs: string[]) {
  const path: Location[] = [];
  let parentId: string | null = null;
  for (const slug of slugs) {
    const [row]: Location[] = await db
      .select()
      .from(locations)
      .where(and(parentId ? eq(locations.parentId, parentId) : isNull(locations.parentId), eq(locations.slug, slug)))
      .limit(1);
    if (!row) throw new AppError('LocationNotFound');
    path.push(row);
    parentId = row.id;
  }
  return path.map(toLocation);
}

/** A location and its ancestors, from the country down (at most four levels: four reads). */
export async function locationTrail(db: Executor, id: string) {
  const trail: Location[] = [];
  for (let row: Location | undefined = await locationById(db, id); row;) {
    trail.unshift(row);
    row = row.parentId && trail.length < 4 ? await locationById(db, row.parentId) : undefined;
  }
  return trail.map(toLocation);
}

export interface LocationRefs {
  countryId?: string | null;
  stateId?: string | null;
  cityId?: string | null;
  districtId?: string | null;
}

/**
 * Checks that the given ids name a chain (each the parent of the next, at its level) and fills in the
 * levels above the deepest one given: a city alone is enough to know the state and the country.
 */
export async function resolveLocationRefs(db: Executor, refs: LocationRefs): Promise<Required<LocationRefs>> {
  const order = [
    ['districtId', 'district'],
    ['cityId', 'city'],
    ['stateId', 'state'],
    ['countryId', 'country'],
  ] as const;
  const out: Required<LocationRefs> = { countryId: null, stateId: null, cityId: null, districtId: null };
  const deepest = order.find(([key]) => refs[key]);
  if (!deepest) return out;
  let row: Location | undefined = await locationById(db, refs[deepest[0]]!).catch(() => undefined);
  if (!row || row.level !== deepest[1])
    throw new AppError('LocationNotFound', { fields: { [deepest[0]]: 'LocationNotFound' } });
  for (const [key, level] of order.slice(order.indexOf(deepest))) {
    if (!row || row.level !== level) throw new AppError('LocationNotFound', { fields: { [key]: 'LocationNotFound' } });
    if (refs[key] && refs[key] !== row.id)
      throw new AppError('LocationNotFound', { fields: { [key]: 'LocationNotFound' } });
    out[key] = row.id;
    row = row.parentId ? await locationById(db, row.parentId) : undefined;
  }
  return out;
}

export interface LocationInput {
  parentId?: string | null;
  level: LocationLevel;
  slug: string;
  code?: string | null;
  nameFa: string;
  nameEn: string;
  lat?: number | null;
  lng?: number | null;
  sortOrder?: number;
}

export async function createLocation(db: Executor, input: LocationInput) {
  if (input.level === 'country' ? input.parentId : !input.parentId) {
    throw new AppError('LocationIdIsNotValid', { fields: { parentId: 'LocationIdIsNotValid' } });
  }
  if (input.parentId) {
    const parent = await locationById(db, input.parentId);
    if (CHILD_LEVEL[parent.level] !== input.level) {
      throw new AppError('LocationIdIsNotValid', { fields: { parentId: 'LocationIdIsNotValid' } });
    }
  }
  try {
    const [row] = await db
      .insert(locations)
      .values({ ...input, parentId: input.parentId ?? null })
      .returning();
    return toLocation(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
    throw error;
  }
}

export async function updateLocation(
  db: Executor,
  id: string,
  patch: Partial<Omit<LocationInput, 'level' | 'parentId'>>,
) {
  const current = await locationById(db, id);
  if (changesNothing(patch)) return toLocation(current);
  try {
    const [row] = await db.update(locations).set(patch).where(eq(locations.id, id)).returning();
    return toLocation(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SlugAlreadyExists', { fields: { slug: 'SlugAlreadyExists' } });
    throw error;
  }
}

/** Deletes a node nothing points at; one with children, shops or listings is LocationIsInUse. */
export async function deleteLocation(db: Executor, id: string) {
  await locationById(db, id);
  try {
    await db.delete(locations).where(eq(locations.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('LocationIsInUse');
    throw error;
  }
}

export interface PlaceName {
  nameFa: string;
  nameEn: string;
}
export interface LocationNames {
  country: PlaceName | null;
  state: PlaceName | null;
  city: PlaceName | null;
  district: PlaceName | null;
}
type Located = { countryId: string | null; stateId: string | null; cityId: string | null; districtId: string | null };

/**
 * The rows with the names of their country, province, city and district, so that a card can say "Tehran, Tehran"
 * without asking again: one lookup for the whole page, whatever its length, kept with the market's
 * reference data.
 */
export async function withLocationNames<T extends Located>(
  db: Executor,
  rows: T[],
): Promise<(T & { locationNames: LocationNames })[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.countryId, r.stateId, r.cityId, r.districtId]))]
    .filter((id): id is string => id !== null)
    .sort();
  // Places change only when an admin edits them, which drops the market's cached reference data.
  const found =
    ids.length === 0
      ? []
      : await cachedReference(db, `location-names:${ids.join(',')}`, () =>
          db
            .select({ id: locations.id, nameFa: locations.nameFa, nameEn: locations.nameEn })
            .from(locations)
            .where(inArray(locations.id, ids)),
        );
  const names = new Map(found.map((l) => [l.id, { nameFa: l.nameFa, nameEn: l.nameEn }]));
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return rows.map((row) => ({
    ...row,
    locationNames: {
      country: name(row.countryId),
      state: name(row.stateId),
      city: name(row.cityId),
      district: name(row.districtId),
    },
  }));
}

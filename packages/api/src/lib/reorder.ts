import type { ResultCode } from '@rassam/i18n';
import { inArray, sql } from 'drizzle-orm';
import type { blogCategories, serviceCategories, services, Executor } from '@rassam/db';
import { AppError } from './app-error';

/** The admins' ordered lists: the catalogue's categories and services, the blog's categories. */
type Ordered = typeof serviceCategories | typeof services | typeof blogCategories;

/**
 * Each id takes its place in the list as its sort order, in one statement; an id that is not a row of the
 * table is `missing` (on `ids`), and nothing moves.
 */
export async function reorder(db: Executor, table: Ordered, ids: string[], missing: ResultCode) {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) throw new AppError(missing, { fields: { ids: missing } });
    // The positions come in as a JSON array, read back with their order.
    await tx.execute(sql`
      update ${table} set sort_order = (list.position - 1)::int
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as list(id, position)
      where ${table.id} = list.id::uuid`);
  });
}

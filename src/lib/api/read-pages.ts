// Lists that can pass PostgREST's 1000-row cap (db-max-rows: longer answers are cut silently) are
// read a page at a time: each page starts after the last row of the one before, in the list's own
// order, and a page shorter than asked for is the last.

/** Rows asked for per page: the most one answer can carry. */
export const PAGE_ROWS = 1000

/** Every row: `page(last)` answers up to PAGE_ROWS rows after `last` (null: from the start). */
export async function readAllPages<R>(page: (last: R | null) => Promise<R[]>): Promise<R[]> {
  const all: R[] = []
  let last: R | null = null
  for (;;) {
    const rows = await page(last)
    all.push(...rows)
    if (rows.length < PAGE_ROWS) return all
    last = rows[rows.length - 1]!
  }
}

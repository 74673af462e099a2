// Migrations on a data folder: a failing file is named in the error with Postgres' message; an
// applied file edited afterwards refuses the start (with what to do) instead of being skipped;
// a folder from before checksums were kept gets them for its applied files. Runs a copy of
// supabase/migrations (the server's `migrationsDir` option), so the real files are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { appendFile, cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/app.ts'
import { MIGRATIONS_DIR } from '../../server/db/db.ts'

let root = ''
let migrations = ''
let data = ''
const start = () => startServer({ dataDir: data, migrationsDir: migrations, seed: false, logErrors: false })

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'migrations-checked-'))
  migrations = join(root, 'migrations')
  data = join(root, 'data')
  await cp(MIGRATIONS_DIR, migrations, { recursive: true })
})

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
}, 60_000)

describe('migrations on a data folder', () => {
  it('a failing migration names its file, the line and the SQL error', async () => {
    await writeFile(
      join(migrations, '99990101000000_broken.sql'),
      'create table public.fine (id int);\n\ncreate table public.broken (id int,);\n',
    )
    const err = (await start().catch((e: unknown) => e)) as Error
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toMatch(/^Migration .*migrations\/99990101000000_broken\.sql \(line 3\) failed: syntax error at or near "\)"/)
    await rm(join(migrations, '99990101000000_broken.sql'))
    const srv = await start() // the earlier ones were kept, the broken one rolled back
    await srv.close()
  }, 300_000)

  it('refuses to start when an applied migration was edited, and says what to do', async () => {
    const [first] = (await readdir(migrations)).sort()
    const original = await readFile(join(migrations, first!), 'utf8')
    await appendFile(join(migrations, first!), '\n-- edited after it was applied\n')
    const err = (await start().catch((e: unknown) => e)) as Error
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toContain(
      `${first} changed after it was applied to this data folder (${data}); add a new migration instead of editing an applied one`,
    )
    expect(err.message).toContain('npm run reset')
    await writeFile(join(migrations, first!), original)
    const srv = await start()
    await srv.close()
  }, 300_000)

  it('a folder from before checksums gets them from the current files, then checks them', async () => {
    let srv = await start()
    await srv.db.pg.exec('alter table local_meta.migrations drop column sha256')
    await srv.close()

    srv = await start()
    const rows = (await srv.db.pg.query<{ name: string; sha256: string }>('select name, sha256 from local_meta.migrations order by name'))
      .rows
    await srv.close()
    const files = (await readdir(migrations)).sort()
    expect(rows.map((r) => r.name)).toEqual(files)
    for (const r of rows)
      expect(r.sha256).toBe(
        createHash('sha256')
          .update(await readFile(join(migrations, r.name), 'utf8'))
          .digest('hex'),
      )

    await appendFile(join(migrations, files[0]!), '\n-- edited\n')
    await expect(start()).rejects.toThrow(/changed after it was applied/)
  }, 300_000)
})

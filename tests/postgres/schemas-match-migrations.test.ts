// @vitest-environment node
// supabase/schemas/ (the SQL API, one file per table and function) and supabase/migrations/ (the
// deploy path) must describe the same database: one PostgreSQL 15 cluster prepared like a hosted
// project, one database built from the migrations as `supabase db push` applies them, one from the
// schema files in config.toml's schema_paths order, and their `pg_dump --schema-only` (tables,
// functions, indexes, policies, grants, comments, owners) compared entry by entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { startBareCluster, type BareCluster } from './hosted-like-cluster'
import { dumpSchema, normalised } from '../../scripts/schema/pg-dump.ts'
import { applySchemaFiles } from '../../scripts/schema/apply.ts'
import { SCHEMAS, SUPABASE, schemaPaths } from '../../scripts/schema/layout.ts'

let pg: BareCluster

beforeAll(async () => {
  pg = await startBareCluster()
  pg.prepareDatabase('migrated')
  pg.prepareDatabase('declared')
  pg.applyMigrations('migrated')
  applySchemaFiles(pg, 'declared')
}, 300_000)

afterAll(() => pg?.stop())

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]))

describe('the schema files and the migrations', () => {
  it('build the same database', () => {
    const migrated = normalised(dumpSchema(pg, 'migrated'))
    const declared = normalised(dumpSchema(pg, 'declared'))
    const onlyMigrated = migrated.filter((e) => !declared.includes(e))
    const onlyDeclared = declared.filter((e) => !migrated.includes(e))
    // the differing entries, whole: what to fix (edit the schema file, or `npm run db:diff`)
    expect({ onlyInMigrations: onlyMigrated, onlyInSchemaFiles: onlyDeclared }).toEqual({ onlyInMigrations: [], onlyInSchemaFiles: [] })
    expect(migrated.length).toBeGreaterThan(200)
  })

  it('list every schema file in schema_paths once, and nothing else', () => {
    const listed = schemaPaths()
    const present = files(SCHEMAS).map((f) => `./${relative(SUPABASE, f)}`)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(present.sort())
  })

  it('define each table and function in exactly one file', () => {
    const where = new Map<string, string[]>()
    for (const f of files(SCHEMAS)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/^CREATE (?:OR REPLACE )?(TABLE|FUNCTION|TYPE) ([\w.]+)/gim)) {
        const key = `${m[1]!.toUpperCase()} ${m[2]}`
        where.set(key, [...(where.get(key) ?? []), relative(SCHEMAS, f)])
      }
    }
    const twice = [...where].filter(([, fs]) => new Set(fs).size > 1)
    expect(twice).toEqual([])
    const fromCatalog = pg
      .exec(
        `\\pset format unaligned\n\\pset tuples_only on
      select 'FUNCTION ' || n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'private')
      union select 'TABLE ' || schemaname || '.' || tablename from pg_tables where schemaname in ('public', 'private')`,
        'supabase_admin',
        'migrated',
      )
      .trim()
      .split('\n')
      .sort()
    expect(fromCatalog.filter((k) => !where.has(k))).toEqual([])
  })
})

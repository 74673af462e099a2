// `npm run schema:split`: writes supabase/schemas/ (one file per table, per type and per
// function, with its indexes, policies, grants and comments) and config.toml's schema_paths from
// the database the migrations build on PostgreSQL 15. Deterministic: the same migrations give the
// same files. A file's leading comment (what a row is, who calls the function) is kept when the
// file is rewritten, so hand-written headers survive a rerun; the rest of the file is pg_dump's.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { startBareCluster } from '../../tests/postgres/hosted-like-cluster.ts'
import { dumpSchema, entries, type Entry } from './pg-dump.ts'
import { CONFIG, SCHEMAS, SUPABASE, withSchemaPaths } from './layout.ts'

type Group = { file: string; header: string; parts: string[] }

const API_ROLES = 'anon, authenticated, service_role'

/** Grants as pg_dump writes them are relative to PostgreSQL's built-in defaults; applied to a
 * project whose default privileges grant everything in `public` to the API roles (Supabase's
 * classic setting) they would leave those grants in place. So every object in `public` first
 * takes them back: the file says the whole truth on any project. */
function grants(kind: 'TABLE' | 'SEQUENCE' | 'FUNCTION', schema: string, signature: string, acl: Entry | undefined): string {
  const lines = acl ? [acl.sql] : []
  if (schema === 'public') lines.unshift(`REVOKE ALL ON ${kind} public.${signature} FROM ${API_ROLES};`)
  return lines.join('\n')
}

/** pg_dump names a function by its input argument types ("f(text, bigint)") but its grants and
 * comments with every argument's name ("FUNCTION f(p_event text, p_id bigint, OUT x text)"). */
function sameSignature(typesOnly: string, withNames: string): boolean {
  const args = (s: string) =>
    s
      .slice(s.indexOf('(') + 1, s.lastIndexOf(')'))
      .split(', ')
      .filter(Boolean)
  const name = (s: string) => s.slice(0, s.indexOf('('))
  const types = args(typesOnly)
  const named = args(withNames).filter((a) => !a.startsWith('OUT '))
  return (
    name(typesOnly) === name(withNames) &&
    types.length === named.length &&
    types.every((t, i) => named[i] === t || named[i]!.endsWith(` ${t}`))
  )
}
function sameFunctionAll<T>(map: Map<string, T>, schema: string, fn: string): T | undefined {
  for (const [key, value] of map) {
    const prefix = `${schema} FUNCTION `
    if (key.startsWith(prefix) && sameSignature(fn, key.slice(prefix.length))) return value
  }
  return undefined
}
const sameFunction = (map: Map<string, Entry>, schema: string, fn: string) => sameFunctionAll(map, schema, fn)

const tableOf = (e: Entry): string | null => {
  switch (e.type) {
    case 'TABLE':
    case 'ROW SECURITY':
      return `${e.schema}.${e.name}`
    case 'CONSTRAINT':
    case 'FK CONSTRAINT':
    case 'TRIGGER':
    case 'POLICY':
    case 'DEFAULT':
      return `${e.schema}.${e.name.split(' ')[0]}`
    case 'INDEX': {
      const m = / ON (?:ONLY )?(\w+)\.(\w+) /.exec(e.sql)
      return m ? `${m[1]}.${m[2]}` : null
    }
    case 'SEQUENCE': {
      const m = /ALTER TABLE (\w+)\.(\w+) ALTER COLUMN|OWNED BY (\w+)\.(\w+)\./.exec(e.sql)
      return m ? `${m[1] ?? m[3]}.${m[2] ?? m[4]}` : null
    }
    default:
      return null
  }
}

function keptHeader(file: string, fallback: string): string {
  if (!existsSync(file)) return fallback
  const lines = readFileSync(file, 'utf8').split('\n')
  const head: string[] = []
  for (const l of lines) {
    if (!l.startsWith('--')) break
    head.push(l)
  }
  return head.length ? head.join('\n') : fallback
}

/** Tables in an order where each comes after those its foreign keys point at. */
function byForeignKeys(tables: Map<string, Entry[]>): string[] {
  const refs = new Map(
    [...tables].map(([t, es]) => [
      t,
      es
        .filter((e) => e.type === 'FK CONSTRAINT')
        .map((e) => /REFERENCES (\w+\.\w+)/.exec(e.sql)?.[1])
        .filter((r): r is string => !!r && r !== t && tables.has(r)),
    ]),
  )
  const done: string[] = []
  const visit = (t: string, path: string[]) => {
    if (done.includes(t) || path.includes(t)) return
    for (const r of (refs.get(t) ?? []).sort()) visit(r, [...path, t])
    done.push(t)
  }
  for (const t of [...tables.keys()].sort()) visit(t, [])
  return done
}

const cluster = await startBareCluster()
let ours: Entry[]
try {
  cluster.prepareDatabase('platform')
  cluster.prepareDatabase('migrated')
  cluster.applyMigrations('migrated')
  const platform = new Set(entries(dumpSchema(cluster, 'platform', ['--no-owner'])).map((e) => `${e.type} ${e.schema} ${e.name}\n${e.sql}`))
  ours = entries(dumpSchema(cluster, 'migrated', ['--no-owner'])).filter((e) => !platform.has(`${e.type} ${e.schema} ${e.name}\n${e.sql}`))
} finally {
  cluster.stop()
}

const tables = new Map<string, Entry[]>()
for (const e of ours) {
  if (e.type === 'TABLE') tables.set(`${e.schema}.${e.name}`, [])
}
const functions = new Map<string, Entry[]>() // schema.name -> FUNCTION entries (overloads)
const types: Entry[] = []
const views: Entry[] = []
const storagePolicies: Entry[] = []
const rest: Entry[] = []
const acls = new Map<string, Entry>() // "schema KIND signature"
const comments = new Map<string, Entry[]>() // owner key -> comments

for (const e of ours) {
  const t = tableOf(e)
  if (e.type === 'ACL' && /^(TABLE|SEQUENCE|FUNCTION) /.test(e.name)) acls.set(`${e.schema} ${e.name}`, e)
  else if (e.type === 'COMMENT' && /^(TABLE|FUNCTION|TYPE|COLUMN) /.test(e.name)) {
    const key = e.name.startsWith('COLUMN ') ? `${e.schema} TABLE ${e.name.slice(7).split('.')[0]}` : `${e.schema} ${e.name}`
    comments.set(key, [...(comments.get(key) ?? []), e])
  } else if (e.type === 'POLICY' && e.schema === 'storage') storagePolicies.push(e)
  else if (t && tables.has(t)) tables.get(t)!.push(e)
  else if (e.type === 'FUNCTION') {
    const key = `${e.schema}.${e.name.slice(0, e.name.indexOf('('))}`
    functions.set(key, [...(functions.get(key) ?? []), e])
  } else if (e.type === 'TYPE' || e.type === 'DOMAIN') types.push(e)
  else if (e.type === 'VIEW' || e.type === 'MATERIALIZED VIEW') views.push(e)
  else rest.push(e)
}

const ORDER = ['TABLE', 'SEQUENCE', 'DEFAULT', 'CONSTRAINT', 'FK CONSTRAINT', 'INDEX', 'TRIGGER', 'ROW SECURITY', 'POLICY']
const groups: Group[] = []
const tableFiles = new Map<string, string>()
for (const t of byForeignKeys(tables)) {
  const [schema, name] = t.split('.') as [string, string]
  const es = [...tables.get(t)!].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type))
  const seqs = es.filter((e) => e.type === 'SEQUENCE').map((e) => e.name)
  const file = `tables/${schema}/${name}.sql`
  tableFiles.set(t, file)
  groups.push({
    file,
    header: `-- ${t}: what one row is.`,
    parts: [
      ...es.map((e) => e.sql),
      ...(comments.get(`${schema} TABLE ${name}`) ?? []).map((e) => e.sql),
      grants('TABLE', schema, name, acls.get(`${schema} TABLE ${name}`)),
      ...seqs.map((s) => grants('SEQUENCE', schema, s, acls.get(`${schema} SEQUENCE ${s}`))),
    ],
  })
}

for (const e of types) {
  groups.push({
    file: `types/${e.schema}.${e.name}.sql`,
    header: `-- ${e.schema}.${e.name}: a type the tables or functions use.`,
    parts: [e.sql, ...(comments.get(`${e.schema} ${e.type} ${e.name}`) ?? []).map((c) => c.sql)],
  })
}
for (const e of views) {
  const kind = 'TABLE' // pg_dump names a view's grants and comments "TABLE v"
  groups.push({
    file: `views/${e.schema}.${e.name}.sql`,
    header: `-- ${e.schema}.${e.name}: what one row is.`,
    parts: [
      e.sql,
      ...(comments.get(`${e.schema} ${kind} ${e.name}`) ?? []).map((c) => c.sql),
      grants(kind, e.schema, e.name, acls.get(`${e.schema} ${kind} ${e.name}`)),
    ],
  })
}

const tableSql =
  [...tables.values()]
    .flat()
    .map((e) => e.sql)
    .join('\n') + storagePolicies.map((e) => e.sql).join('\n')
const functionFiles = new Map<string, string>()
for (const [key, overloads] of [...functions].sort(([a], [b]) => a.localeCompare(b))) {
  const [schema, name] = key.split('.') as [string, string]
  const aclsOf = overloads.map((f) => sameFunction(acls, schema, f.name))
  const toAnon = aclsOf.some((a) => a && / TO anon;/.test(a.sql))
  const toAdmins = aclsOf.some((a) => a && / TO authenticated;/.test(a.sql))
  const trigger = overloads.every((f) => /\bRETURNS trigger\b/.test(f.sql))
  const usedByStorage = storagePolicies.some((p) => p.sql.includes(`${key}(`))
  const folder = usedByStorage
    ? 'storage'
    : trigger
      ? 'triggers'
      : schema === 'private'
        ? 'private'
        : toAnon
          ? 'player'
          : toAdmins
            ? 'admin'
            : 'service'
  const onTables = tableSql.includes(`${key}(`)
  const caller = {
    storage: `the policies on storage.objects${onTables ? ' and on the tables' : ''}`,
    private: 'other functions only (schema private is not exposed)',
    triggers: 'a trigger (see the table it is on)',
    player: 'players (anon) through the API',
    admin: 'signed-in admins through the API',
    service: 'the service-role key only (npm run export / import)',
  }[folder]
  const file = `functions/${folder}/${schema === 'public' ? '' : `${schema}.`}${name}.sql`
  functionFiles.set(key, file)
  groups.push({
    file,
    header: `-- ${key}: called by ${caller}.`,
    parts: overloads.flatMap((f, i) => [
      f.sql,
      ...(sameFunctionAll(comments, schema, f.name) ?? []).map((c) => c.sql),
      grants('FUNCTION', schema, f.name, aclsOf[i]),
    ]),
  })
}

groups.unshift({
  file: '00_setup.sql',
  header: '-- What the tables and functions need first: schemas, extensions and their grants.',
  parts: [
    // the files are applied one after another in one session: function bodies refer to tables
    // and to functions in files further down (as pg_dump's own output does)
    'SET check_function_bodies = false;',
    ...rest.map((e) => e.sql),
  ],
})
groups.push({
  file: 'storage/objects_policies.sql',
  header: '-- storage.objects: who may read, store, replace and remove photos in the player-photos bucket.',
  parts: storagePolicies.map((e) => e.sql),
})

// order: setup, types, the functions the tables' policies, defaults and triggers call, the
// tables (foreign keys first), every other function, views, the storage policies
const early = [...functionFiles].filter(([key]) => tableSql.includes(`${key}(`)).map(([, f]) => f)
const paths = [
  '00_setup.sql',
  ...types.map((e) => `types/${e.schema}.${e.name}.sql`),
  ...early,
  ...[...tableFiles.values()],
  ...[...functionFiles.values()].filter((f) => !early.includes(f)).sort(),
  ...views.map((e) => `views/${e.schema}.${e.name}.sql`),
  'storage/objects_policies.sql',
].map((f) => `./schemas/${f}`)

const headers = new Map(groups.map((g) => [g.file, keptHeader(join(SCHEMAS, g.file), g.header)]))
rmSync(SCHEMAS, { recursive: true, force: true })
for (const g of groups) {
  const file = join(SCHEMAS, g.file)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${headers.get(g.file)}\n\n${g.parts.filter((p) => p.trim()).join('\n\n')}\n`)
}
writeFileSync(CONFIG, withSchemaPaths(readFileSync(CONFIG, 'utf8'), paths))
const count = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, d) => n + (d.isDirectory() ? count(join(dir, d.name)) : 1), 0)
console.log(
  `${count(SCHEMAS)} files in ${relative(process.cwd(), SCHEMAS) || SUPABASE}; ${rest.length} setup entries: ${rest.map((e) => `${e.type} ${e.name}`).join(', ')}`,
)

// Writes src/lib/database.types.ts from the schema the migrations build, in the shape
// `supabase gen types typescript` produces (its CLI binary can't be downloaded here).
// `--check` fails when the committed file is stale; CI runs it.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { openDb, REPO_ROOT } from '../server/db/db.ts'

const OUT = join(REPO_ROOT, 'src', 'lib', 'database.types.ts')

const PG_TO_TS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  date: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
}
const tsType = (udt: string): string => {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1))}[]`
  return PG_TO_TS[udt] ?? 'unknown'
}

type Col = {
  table_name: string
  column_name: string
  udt_name: string
  is_nullable: string
  has_default: boolean
  is_identity: string
  is_generated: string
}
type Fn = {
  name: string
  args: { name: string; type: string; mode: string }[]
  retset: boolean
  ret: string
  ret_table: string | null
  ret_is_table: boolean
  n_defaults: number
}
type CompositeField = { type_name: string; name: string; udt: string }

async function main() {
  const db = await openDb({ seed: false })
  const cols = (
    await db.pg.query<Col>(`
    select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default is not null as has_default,
           c.is_identity, c.is_generated
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`)
  ).rows
  const fns = (
    await db.pg.query<Fn>(`
    select p.proname as name, p.proretset as retset, rt.typname as ret,
           case when rt.typtype = 'c' then rt.typname end as ret_table,
           p.pronargdefaults as n_defaults,
           exists (select 1 from pg_class c where c.oid = rt.typrelid and c.relkind in ('r', 'p')) as ret_is_table,
           coalesce((select json_agg(json_build_object('name', a.name, 'type', ty.typname, 'mode', a.mode) order by a.i)
                       from unnest(coalesce(p.proargnames, array[]::text[]),
                                   coalesce(p.proallargtypes, p.proargtypes::oid[]),
                                   coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])::"char"[]))
                            with ordinality as a(name, type, mode, i)
                       join pg_type ty on ty.oid = a.type), '[]'::json) as args
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' order by p.proname`)
  ).rows
  // Composite types of their own (not a table's row type), as functions return them.
  const compositeFields = (
    await db.pg.query<CompositeField>(`
    select t.typname as type_name, a.attname as name, at.typname as udt
      from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type at on at.oid = a.atttypid
     where n.nspname = 'public' and c.relkind = 'c' order by t.typname, a.attnum`)
  ).rows
  await db.close()
  const composites = new Map<string, CompositeField[]>()
  for (const f of compositeFields) composites.set(f.type_name, [...(composites.get(f.type_name) ?? []), f])

  const tables = new Map<string, Col[]>()
  for (const c of cols) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c])
  const field = (c: Col, mode: 'Row' | 'Insert' | 'Update') => {
    const nullable = c.is_nullable === 'YES'
    const t = tsType(c.udt_name) + (nullable ? ' | null' : '')
    if (mode === 'Row') return `          ${c.column_name}: ${t}`
    if (c.is_generated === 'ALWAYS') return `          ${c.column_name}?: never`
    const optional = mode === 'Update' || nullable || c.has_default || c.is_identity === 'YES'
    return `          ${c.column_name}${optional ? '?' : ''}: ${t}`
  }
  const tableBlock = [...tables]
    .map(
      ([name, cs]) => `      ${name}: {
        Row: {
${cs.map((c) => field(c, 'Row')).join('\n')}
        }
        Insert: {
${cs.map((c) => field(c, 'Insert')).join('\n')}
        }
        Update: {
${cs.map((c) => field(c, 'Update')).join('\n')}
        }
        Relationships: []
      }`,
    )
    .join('\n')

  const fnBlock = fns
    .map((f) => {
      const ins = f.args.filter((a) => a.mode === 'i' || a.mode === 'b')
      const outs = f.args.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b')
      // Arguments with a default may be left out (the last n_defaults inputs), as supabase's generator marks them.
      const firstDefault = ins.length - f.n_defaults
      const args = ins.length
        ? `{ ${ins.map((a, i) => `${a.name}${i >= firstDefault ? '?' : ''}: ${tsType(a.type)}`).join('; ')} }`
        : 'never'
      let ret: string
      if (outs.length) ret = `{ ${outs.map((a) => `${a.name}: ${tsType(a.type)}`).join('; ')} }[]`
      else if (f.ret_table && f.ret_is_table) ret = `Database['public']['Tables']['${f.ret_table}']['Row']${f.retset ? '[]' : ''}`
      else if (f.ret_table) ret = `Database['public']['CompositeTypes']['${f.ret_table}']${f.retset ? '[]' : ''}`
      else ret = tsType(f.ret) + (f.retset ? '[]' : '')
      return `      ${f.name}: { Args: ${args}; Returns: ${ret} }`
    })
    .join('\n')

  // Composite fields are nullable, as in supabase's generator.
  const compositeBlock = composites.size
    ? `{\n${[...composites].map(([name, fs]) => `      ${name}: {\n${fs.map((f) => `        ${f.name}: ${tsType(f.udt)} | null`).join('\n')}\n      }`).join('\n')}\n    }`
    : '{ [_ in never]: never }'
  const out = `// Generated by scripts/gen-types.ts from supabase/migrations. Do not edit; run \`npm run gen:types\`.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
${tableBlock}
    }
    Views: { [_ in never]: never }
    Functions: {
${fnBlock}
    }
    Enums: { [_ in never]: never }
    CompositeTypes: ${compositeBlock}
  }
}
`
  if (process.argv.includes('--check')) {
    const current = await readFile(OUT, 'utf8').catch(() => '')
    if (current !== out) {
      console.error('src/lib/database.types.ts is out of date with supabase/migrations: run `npm run gen:types`.')
      process.exit(1)
    }
    console.log('database types are current')
    return
  }
  await writeFile(OUT, out)
  console.log(`wrote ${OUT}`)
}
await main()

-- Moving an event to another project (`npm run export` here, `npm run import` there): the
-- exported rows go in as they were — same ids, same audit trail, same versions — so the triggers
-- that record *new* activity (audit_log, photo_versions) must stay quiet for them, and identity
-- sequences must move past the imported ids so later inserts don't collide.
--
-- PostgREST can do neither (no OVERRIDING SYSTEM VALUE, no setval), and the service role may not
-- disable triggers. This function, owned by the migrations' owner, does both for one batch in one
-- transaction: `alter table … disable trigger user` is transactional (other sessions wait on the
-- table's lock and never see the triggers off), foreign keys stay enforced (they are internal
-- triggers, not user ones). For the service role only.
create function public.import_rows(p_table text, p_rows jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_rel regclass;
  v_cols text;
  v_n integer := 0;
  v_seq record;
  v_max bigint;
  v_last bigint;
  v_called boolean;
begin
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'p_rows must be a JSON array of rows' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_tables t where t.schemaname = 'public' and t.tablename = p_table) then
    raise exception 'No table public.%', p_table using errcode = '42P01';
  end if;
  if jsonb_array_length(p_rows) = 0 then
    return 0;
  end if;
  v_rel := format('public.%I', p_table)::regclass;
  -- the columns the rows carry (the first row names them; the export writes every row alike),
  -- never generated ones
  select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) into v_cols
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = p_table and c.is_generated = 'NEVER'
     and (p_rows -> 0) ? c.column_name;
  if v_cols is null then
    raise exception 'The rows share no column with public.%', p_table using errcode = '22023';
  end if;

  execute format('alter table %s disable trigger user', v_rel);
  execute format('insert into %s (%s) overriding system value select %s from jsonb_populate_recordset(null::%s, $1)',
                 v_rel, v_cols, v_cols, v_rel) using p_rows;
  get diagnostics v_n = row_count;
  execute format('alter table %s enable trigger user', v_rel);

  -- identity (and serial) sequences past the largest id now in the table; never backwards
  for v_seq in
    select a.attname, pg_get_serial_sequence(v_rel::text, a.attname) as seq
      from pg_catalog.pg_attribute a
     where a.attrelid = v_rel and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(v_rel::text, a.attname) is not null
  loop
    execute format('select max(%I)::bigint from %s', v_seq.attname, v_rel) into v_max;
    execute format('select last_value, is_called from %s', v_seq.seq) into v_last, v_called;
    if v_max is not null and v_max > (case when v_called then v_last else v_last - 1 end) then
      perform setval(v_seq.seq, v_max, true);
    end if;
  end loop;
  return v_n;
end $$;
revoke all on function public.import_rows(text, jsonb) from public, anon, authenticated;
grant execute on function public.import_rows(text, jsonb) to service_role;

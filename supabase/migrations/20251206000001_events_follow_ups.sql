-- Two follow-ups to events as data (issue 12).
--
-- 1. A draft or archived event is not public: its consent texts answer to admins only, as
--    team_link and list_open_events already keep its name, dates and teams to themselves. Players
--    of a closed event still read them (the page stays up, saying uploads have ended).
create or replace function public.event_consent(p_event text)
returns table (required boolean, text_en text, text_es text)
language sql stable security definer set search_path = '' as $$
  select e.consent_required, e.consent_text_en, e.consent_text_es
    from public.events e
   where e.name = p_event
     and (e.state in ('open', 'closed') or private.is_admin())
$$;

-- 2. `npm run import` of an export made before events were data (no display name, no state).
create or replace function public.import_rows(p_table text, p_rows jsonb) returns integer
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
  -- an event exported before events were data has no names to show, no dates and no state: it
  -- was running, so it arrives as the migration that made events data left such events (open,
  -- its name as its display and short name)
  if p_table = 'events' then
    select jsonb_agg(jsonb_build_object('display_name', r -> 'name', 'short_name', r -> 'name', 'state', 'open') || r)
      into p_rows
      from jsonb_array_elements(p_rows) r;
  end if;
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

-- public.import_event_rows: `npm run import` (service-role key only) brings one NEW event: its
-- own row first, then rows of that event's tables only, every key under its code, every player a
-- row points at its own; while the import is open (finish_event_import closes it).

CREATE FUNCTION public.import_event_rows(p_event text, p_table text, p_rows jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_rel regclass;
  v_cols text;
  v_n integer := 0;
  v_code text;
  v_bad text;
  v_seq record;
  v_max bigint;
  v_last bigint;
  v_called boolean;
  v_quiet text[];
  v_trigger text;
begin
  if p_event is null or btrim(p_event) = '' then
    perform private.import_refuse('Name the event being imported');
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'p_rows must be a JSON array of rows' using errcode = '22023';
  end if;
  if p_table is null or not (p_table = any (private.import_tables())) then
    perform private.import_refuse(format('An import writes only an event''s own tables (%s), not %s',
                                         array_to_string(private.import_tables(), ', '), coalesce(p_table, 'null')));
  end if;
  if exists (select 1 from jsonb_array_elements(p_rows) r where jsonb_typeof(r) <> 'object') then
    raise exception 'Each row must be a JSON object' using errcode = '22023';
  end if;
  v_rel := format('public.%I', p_table)::regclass;

  if p_table = 'events' then
    if jsonb_array_length(p_rows) <> 1 or p_rows -> 0 ->> 'name' is distinct from p_event then
      perform private.import_refuse(format('An import brings exactly one event, %s, and its row first', p_event));
    end if;
    v_code := p_rows -> 0 ->> 'code';
    if exists (select 1 from public.events e where e.name = p_event or e.code = v_code)
       or exists (select 1 from private.event_imports i where i.event_name = p_event) then
      perform private.import_refuse(format('This project already has an event named %s or with the code %s; an import only creates a new event',
                                           p_event, coalesce(v_code, 'null')));
    end if;
    if v_code = any (private.reserved_event_codes()) then
      perform private.import_refuse(format('The code %s names one of the portal''s own pages, not an event', v_code));
    end if;
    -- an event exported before events were data has no names to show, no dates and no state: it
    -- was running, so it arrives as the migration that made events data left such events
    p_rows := jsonb_build_array(jsonb_build_object('display_name', p_rows -> 0 -> 'name', 'short_name', p_rows -> 0 -> 'name',
                                                   'state', 'open') || (p_rows -> 0));
  else
    select i.code into v_code from private.event_imports i where i.event_name = p_event and i.finished_at is null;
    if not found then
      perform private.import_refuse(format('No import of %s is under way: rows are added only to the event an import is creating', p_event));
    end if;
    select r ->> 'event_name' into v_bad from jsonb_array_elements(p_rows) r
     where r ->> 'event_name' is distinct from p_event limit 1;
    if found then
      perform private.import_refuse(format('A row of %s belongs to %s, not to the event being imported (%s)',
                                           p_table, coalesce(v_bad, 'no event'), p_event));
    end if;
    -- storage keys: under the event's code only
    select k into v_bad from jsonb_array_elements(p_rows) r,
           lateral (values (r ->> 'photo_path'), (r ->> 'thumb_path'), (r ->> 'master_path')) as x(k)
     where p_table in ('event_uploads', 'photo_versions') and k is not null
       and (left(k, length(v_code) + 1) <> v_code || '/' or k !~ '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$' or k ~ '(^|/)\.\.?(/|$)')
     limit 1;
    if found then
      perform private.import_refuse(format('The storage key %s is not under the imported event''s code (%s/)', v_bad, v_code));
    end if;
    -- a player a row points at is one of this event's
    if p_table in ('photo_versions', 'audit_log') then
      select r ->> 'upload_id' into v_bad from jsonb_array_elements(p_rows) r
        join public.event_uploads u on u.id = (r ->> 'upload_id')::bigint
       where u.event_name <> p_event limit 1;
      if found then
        perform private.import_refuse(format('A row of %s points at player %s of another event', p_table, v_bad));
      end if;
    end if;
  end if;
  if jsonb_array_length(p_rows) = 0 then
    return 0;
  end if;
  -- Audit rows take new ids, in the export's order: nothing refers to them, and the ids of a
  -- project's trail are one sequence for every event, so an event's exported ids may already be
  -- taken in the target (by another import's 'event-imported', for one).
  if p_table = 'audit_log' then
    select jsonb_agg(r - 'id' order by o) into p_rows from jsonb_array_elements(p_rows) with ordinality as x(r, o);
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

  v_quiet := case p_table when 'events' then array['events_audit'] when 'team_access' then array['team_access_audit']
                          when 'event_uploads' then array['event_uploads_audit'] when 'photo_versions' then array['photo_versions_audit']
                          else array[]::text[] end;
  foreach v_trigger in array v_quiet loop
    execute format('alter table %s disable trigger %I', v_rel, v_trigger);
  end loop;
  execute format('insert into %s (%s) overriding system value select %s from jsonb_populate_recordset(null::%s, $1)',
                 v_rel, v_cols, v_cols, v_rel) using p_rows;
  get diagnostics v_n = row_count;
  foreach v_trigger in array v_quiet loop
    execute format('alter table %s enable trigger %I', v_rel, v_trigger);
  end loop;

  if p_table = 'events' then
    insert into private.event_imports (event_name, code) values (p_event, v_code);
  end if;

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
end $_$;

REVOKE ALL ON FUNCTION public.import_event_rows(text, text, jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.import_event_rows(p_event text, p_table text, p_rows jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_event_rows(p_event text, p_table text, p_rows jsonb) TO service_role;

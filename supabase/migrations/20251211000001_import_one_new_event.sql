-- `npm run import` can only create one new event, with nothing outside it (issue 30).
--
-- import_rows took any public table, any rows, and turned every user trigger off for them: a
-- crafted export could add a team link or a player to an existing event, forge audit rows there,
-- or target `admins`. It goes. Its successor names the event it creates and holds every row to it:
--   * the first call brings the event's own row, for an event (name and code) the project does not
--     have; that opens the import;
--   * later calls add rows of the event's tables only (team_access, event_uploads, photo_versions,
--     audit_log), each row naming that event, every storage key under its code, every player a
--     row points at being one of its players; while the import is open, never after;
--   * audit rows keep everything but their ids (new ones, in the same order);
--   * finish_event_import closes it (nothing more can be added that way) and writes
--     'event-imported' into the event's trail.
-- Every trigger stays on but the four that record new activity (the exported trail and versions
-- are that event's history already; recording them again would double it): validation and
-- defaults still run, foreign keys too. The import itself is in the trail ('event-imported', with
-- what it brought, once finished).
drop function public.import_rows(text, jsonb);

create table private.event_imports (
  event_name text primary key,
  code text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
alter table private.event_imports enable row level security;
revoke all on private.event_imports from public, anon, authenticated;

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'add-player', 'remove-player', 'rename', 'upload', 'replace', 'delete-photo', 'restore',
  'approve', 'request-retake', 'undo-approval', 'purge', 'add-team', 'regenerate-code', 'consent-changed',
  'event-created', 'event-changed', 'event-state', 'event-imported'));

-- The tables an import may write, and the triggers that stay quiet for them.
create function private.import_tables() returns text[]
language sql immutable set search_path = '' as $$
  select array['events', 'team_access', 'event_uploads', 'photo_versions', 'audit_log']
$$;

create function private.import_refuse(p_message text, p_detail text default null) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', p_message using errcode = 'PT422', hint = 'import-refused', detail = coalesce(p_detail, '');
end $$;

create function public.import_event_rows(p_event text, p_table text, p_rows jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
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
           lateral (values (r ->> 'photo_path'), (r ->> 'thumb_path')) as x(k)
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
end $$;

-- The import is complete: its event takes no more imported rows, and its trail says it arrived
-- by import (written last, so its id comes after every imported audit row's).
create function public.finish_event_import(p_event text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  i private.event_imports;
begin
  update private.event_imports x set finished_at = now() where x.event_name = p_event and x.finished_at is null
  returning * into i;
  if not found then
    perform private.import_refuse(format('No import of %s is under way', p_event));
  end if;
  perform private.audit(p_event, null, null, null, 'event-imported', null, jsonb_build_object(
    'code', i.code, 'started_at', i.started_at,
    'teams', (select count(*) from public.team_access t where t.event_name = p_event),
    'players', (select count(*) from public.event_uploads u where u.event_name = p_event),
    'photo_versions', (select count(*) from public.photo_versions v where v.event_name = p_event),
    'audit_rows', (select count(*) from public.audit_log a where a.event_name = p_event)));
end $$;

revoke all on function private.import_tables(), private.import_refuse(text, text) from public, anon, authenticated;
revoke all on function public.import_event_rows(text, text, jsonb), public.finish_event_import(text)
  from public, anon, authenticated;
grant execute on function public.import_event_rows(text, text, jsonb), public.finish_event_import(text) to service_role;

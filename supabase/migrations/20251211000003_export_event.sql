-- Backing up a hosted project (`npm run export -- --from <project URL>`, issue 30): one event's
-- rows and the list of its photos, read over the API with the service role. Functions rather than
-- table reads, because a project made after mid-2026 grants the service role no table access by
-- default, and the export must read the same on every project. The same tables and rows as the
-- local export (server/ops/snapshot.ts) and what import_event_rows takes back.

-- Every event's name, for a backup of all of them.
create function public.export_event_names() returns setof text
language sql stable security definer set search_path = '' as $$
  select e.name from public.events e order by e.name
$$;

-- One page of one event table's rows, in primary-key order (PostgREST answers at most 1000 rows;
-- pages of a few hundred stay well under any request limit).
create function public.export_event_rows(p_event text, p_table text, p_offset integer, p_limit integer)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_order text;
  v_filter text;
  v_rows jsonb;
begin
  if p_table is null or not (p_table = any (private.import_tables())) then
    raise exception 'An export reads only an event''s own tables (%), not %',
      array_to_string(private.import_tables(), ', '), coalesce(p_table, 'null') using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    raise exception 'Pages are 1 to 1000 rows from an offset of 0 or more' using errcode = '22023';
  end if;
  if not exists (select 1 from public.events e where e.name = p_event) then
    raise exception 'No event named %', p_event using errcode = 'PT404', hint = 'event-not-found';
  end if;
  v_order := case p_table when 'events' then 't.code' when 'team_access' then 't.event_name, t.team' else 't.id' end;
  v_filter := case p_table when 'events' then 't.name = $1' else 't.event_name = $1' end;
  execute format('select coalesce(jsonb_agg(to_jsonb(t) order by %s), ''[]'')
                    from (select * from public.%I t where %s order by %s offset $2 limit $3) t',
                 v_order, p_table, v_filter, v_order)
    into v_rows using p_event, p_offset, p_limit;
  return v_rows;
end $$;

-- The event's photos: every object in the photo bucket under its code.
create function public.export_event_objects(p_event text)
returns table (bucket text, name text, mimetype text, cache_control text, size bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_code text;
begin
  select e.code into v_code from public.events e where e.name = p_event;
  if not found then
    raise exception 'No event named %', p_event using errcode = 'PT404', hint = 'event-not-found';
  end if;
  return query
    select o.bucket_id::text, o.name::text, coalesce(o.metadata ->> 'mimetype', 'application/octet-stream'),
           coalesce(o.metadata ->> 'cacheControl', 'max-age=3600'), (o.metadata ->> 'size')::bigint
      from storage.objects o
     where o.bucket_id = 'player-photos' and left(o.name, length(v_code) + 1) = v_code || '/'
     order by o.name;
end $$;

revoke all on function public.export_event_names(), public.export_event_rows(text, text, integer, integer),
  public.export_event_objects(text) from public, anon, authenticated;
grant execute on function public.export_event_names(), public.export_event_rows(text, text, integer, integer),
  public.export_event_objects(text) to service_role;

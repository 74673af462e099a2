-- Export destinations: who the photos are handed to (accreditation, TV graphics, team sheets) and
-- how each wants them: shape, pixel size, format and byte cap, a file-name template, folders, which
-- photos, a manifest. Part of the event's own row, so an event's export and import carry them.
-- The list is saved whole and compare-and-set on its version: two organizers editing at once never
-- overwrite each other unseen.
alter table public.events
  add column export_destinations jsonb not null default '[]'::jsonb
    check (jsonb_typeof(export_destinations) = 'array' and jsonb_array_length(export_destinations) <= 20),
  add column export_destinations_version integer not null default 0;

comment on column public.events.export_destinations is
  'Export destinations: [{id, name, shape, width, format, max_kb, template, folders, photos, manifest}], checked by private.export_destination_problem';

-- Why a destination can't be saved, as the hint the app turns into text; null when it can.
create function private.export_destination_problem(d jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_field text;
begin
  if jsonb_typeof(d) <> 'object' then return 'destination-invalid'; end if;
  if jsonb_typeof(d->'name') <> 'string' or length(btrim(d->>'name')) = 0 then return 'destination-name-required'; end if;
  if length(btrim(d->>'name')) > 80 then return 'destination-name-too-long'; end if;
  if coalesce(d->>'shape', '') not in ('square', '35:45', '4:5', 'master')
     or coalesce(d->>'format', '') not in ('jpeg', 'png')
     or coalesce(d->>'folders', '') not in ('flat', 'team')
     or coalesce(d->>'photos', '') not in ('approved', 'current')
     or jsonb_typeof(d->'manifest') is distinct from 'boolean'
     or jsonb_typeof(d->'width') is distinct from 'number' then
    return 'destination-invalid';
  end if;
  if (d->>'width')::numeric <> trunc((d->>'width')::numeric) or (d->>'width')::numeric not between 100 and 4000 then
    return 'destination-width-invalid';
  end if;
  if d ? 'max_kb' and jsonb_typeof(d->'max_kb') <> 'null' then
    if jsonb_typeof(d->'max_kb') <> 'number' or (d->>'max_kb')::numeric not between 20 and 20000 then
      return 'destination-max-kb-invalid';
    end if;
  end if;
  if jsonb_typeof(d->'template') <> 'string' or length(btrim(d->>'template')) = 0 or length(d->>'template') > 200 then
    return 'destination-template-invalid';
  end if;
  for v_field in select lower(btrim(m[1])) from regexp_matches(d->>'template', '\{([^{}]*)\}', 'g') as m loop
    if v_field not in ('event', 'team', 'team_code', 'number', 'family', 'given', 'name', 'id', 'role') then
      return 'destination-template-invalid';
    end if;
  end loop;
  return null;
end $$;

-- An event's destinations and the version to send back when saving them.
create function public.admin_export_destinations(p_event text)
returns table (destinations jsonb, version integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query select e.export_destinations, e.export_destinations_version from public.events e where e.name = p_event;
end $$;
revoke all on function public.admin_export_destinations(text) from public, anon, authenticated;
grant execute on function public.admin_export_destinations(text) to authenticated;

-- Saves the whole list if it is still the version the organizer saw; each entry keeps its id or
-- gets one. Names are unique in an event, whatever their case. Returns the new version.
create function public.admin_set_export_destinations(p_event text, p_destinations jsonb, p_seen_version integer)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_now integer;
  v_list jsonb := '[]'::jsonb;
  d jsonb;
  v_problem text;
begin
  perform private.require_admin();
  if jsonb_typeof(p_destinations) is distinct from 'array' or jsonb_array_length(p_destinations) > 20 then
    perform private.raise_event('An event has at most 20 export destinations', 'destination-invalid');
  end if;
  select e.export_destinations_version into v_now from public.events e where e.name = p_event for update;
  if not found then
    perform private.raise_event('This event no longer exists', 'event-not-found', 'PT404');
  end if;
  if v_now is distinct from p_seen_version then
    perform private.raise_event('Someone else changed the export destinations meanwhile', 'destinations-changed', 'PT409');
  end if;
  for d in select value from jsonb_array_elements(p_destinations) loop
    v_problem := private.export_destination_problem(d);
    if v_problem is not null then
      perform private.raise_event(format('Export destination %s can''t be saved', coalesce(d->>'name', '?')), v_problem);
    end if;
    v_list := v_list || jsonb_build_array(jsonb_build_object(
      'id', coalesce(nullif(d->>'id', ''), gen_random_uuid()::text),
      'name', btrim(d->>'name'), 'shape', d->>'shape', 'width', (d->>'width')::integer, 'format', d->>'format',
      'max_kb', case when d->>'format' = 'jpeg' and jsonb_typeof(d->'max_kb') = 'number' then (d->>'max_kb')::integer end,
      'template', d->>'template', 'folders', d->>'folders', 'photos', d->>'photos', 'manifest', (d->>'manifest')::boolean));
  end loop;
  if (select count(distinct lower(x->>'name')) from jsonb_array_elements(v_list) x) < jsonb_array_length(v_list) then
    perform private.raise_event('Two export destinations have the same name', 'destination-name-taken');
  end if;
  update public.events e set export_destinations = v_list, export_destinations_version = v_now + 1 where e.name = p_event;
  return v_now + 1;
end $$;
revoke all on function public.admin_set_export_destinations(text, jsonb, integer) from public, anon, authenticated;
grant execute on function public.admin_set_export_destinations(text, jsonb, integer) to authenticated;

-- Every player of an event (or of the teams named) with what an export needs, a page at a time in
-- team, name, id order: PostgREST answers at most 1000 rows.
create function public.admin_export_players(p_event text, p_teams text[] default null, p_after_team text default null,
                                            p_after_name text default null, p_after_id bigint default null,
                                            p_limit integer default 1000)
returns table (id bigint, team text, player_name text, photo_path text, review_state text, photo_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if (p_after_id is null) <> (p_after_name is null) or (p_after_id is null) <> (p_after_team is null) then
    raise exception 'A page starts after a team, a name and an id, or none' using errcode = '22023';
  end if;
  return query
    select u.id, u.team, u.player_name, u.photo_path, v.review_state, v.created_at
      from public.event_uploads u
      left join public.photo_versions v on v.photo_path = u.photo_path
     where u.event_name = p_event
       and (p_teams is null or lower(u.team) = any (select lower(t) from unnest(p_teams) t))
       and (p_after_id is null or (u.team, u.player_name, u.id) > (p_after_team, p_after_name, p_after_id))
     order by u.team, u.player_name, u.id
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;
revoke all on function public.admin_export_players(text, text[], text, text, bigint, integer) from public, anon, authenticated;
grant execute on function public.admin_export_players(text, text[], text, text, bigint, integer) to authenticated;

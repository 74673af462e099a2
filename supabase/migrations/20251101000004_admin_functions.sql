-- What admins do, as functions that raise instead of silently matching 0 rows under RLS.
-- Each one starts with private.require_admin(); only `authenticated` may execute them.

-- One row per team: the dashboard's only query (PostgREST cuts row lists at 1000 silently).
create function public.event_summary(p_event text)
returns table (team text, total integer, uploaded integer, last_updated timestamptz, access_code text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    with teams as (
      select t.team as name from public.team_access t where t.event_name = p_event
      union
      select distinct on (lower(u.team)) u.team from public.event_uploads u where u.event_name = p_event
    ),
    named as (
      select distinct on (lower(name)) name from teams order by lower(name), name
    )
    select n.name,
           count(u.id)::integer,
           count(u.id) filter (where u.upload_status)::integer,
           max(u.updated_at),
           (select a.code from public.team_access a where a.event_name = p_event and lower(a.team) = lower(n.name))
      from named n
      left join public.event_uploads u on u.event_name = p_event and lower(u.team) = lower(n.name)
     group by n.name
     order by n.name;
end $$;

-- The exact team name for a case-insensitive one (admin URLs carry dashes for spaces).
create function public.admin_resolve_team(p_event text, p_team text) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return coalesce(
    (select t.team from public.team_access t where t.event_name = p_event and lower(t.team) = lower(btrim(p_team))),
    (select u.team from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team)) limit 1));
end $$;

create function public.add_player(p_event text, p_team text, p_name text)
returns setof public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  perform private.require_admin();
  if v_name = '' or v_name is null then
    raise exception 'Please enter a player name' using errcode = '22023';
  end if;
  return query
    insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url)
    values (p_event, btrim(p_team), v_name, false, null)
    returning *;
end $$;

create function public.rename_player(p_id bigint, p_name text)
returns setof public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  perform private.require_admin();
  if v_name = '' or v_name is null then
    raise exception 'Player name cannot be empty' using errcode = '22023';
  end if;
  return query
    update public.event_uploads set player_name = v_name, updated_at = now()
     where id = p_id returning *;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
end $$;

-- Removes the row and answers the storage keys it pointed at, for the caller to delete.
create function public.remove_player(p_id bigint)
returns table (photo_path text, thumb_path text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query delete from public.event_uploads u where u.id = p_id returning u.photo_path, u.thumb_path;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
end $$;

-- Fresh keys for an admin's upload or replacement.
create function public.admin_photo_keys(p_id bigint)
returns table (photo_key text, thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query select k.photo_key, k.thumb_key from private.new_photo_keys(p_id) k;
end $$;

-- Points the row at newly stored objects; answers the previous keys so the caller removes them
-- only now, after the new photo is safely in place.
create function public.set_player_photo(p_id bigint, p_photo_path text, p_photo_url text,
                                        p_thumb_path text, p_thumb_url text)
returns table (old_photo_path text, old_thumb_path text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  old public.event_uploads;
begin
  perform private.require_admin();
  select * into old from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
  if not private.object_exists(p_photo_path) or not private.object_exists(p_thumb_path) then
    raise exception 'Photo not stored' using errcode = 'PT409';
  end if;
  perform private.check_public_url(p_photo_url, p_photo_path);
  perform private.check_public_url(p_thumb_url, p_thumb_path);
  update public.event_uploads u
     set upload_status = true, photo_url = p_photo_url, photo_path = p_photo_path,
         thumb_path = p_thumb_path, thumb_url = p_thumb_url, updated_at = now()
   where u.id = p_id;
  return query select old.photo_path, old.thumb_path;
end $$;

create function public.clear_player_photo(p_id bigint)
returns table (old_photo_path text, old_thumb_path text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  old public.event_uploads;
begin
  perform private.require_admin();
  select * into old from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
  update public.event_uploads u
     set upload_status = false, photo_url = null, photo_path = null, thumb_path = null,
         thumb_url = null, updated_at = now()
   where u.id = p_id;
  return query select old.photo_path, old.thumb_path;
end $$;

-- A new team with a fresh random code.
create function public.add_team(p_event text, p_team text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_team text := btrim(p_team);
  v_code text := private.random_code();
begin
  perform private.require_admin();
  if v_team = '' or v_team is null then
    raise exception 'Please enter a team name' using errcode = '22023';
  end if;
  if exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)) then
    raise exception 'A team with this name already exists' using errcode = '23505';
  end if;
  insert into public.team_access (event_name, team, code) values (p_event, v_team, v_code);
  return v_code;
end $$;

-- A new code for a team; the old link stops working at once. Also gives a code to a team that
-- only exists through its players.
create function public.regenerate_team_code(p_event text, p_team text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_code text := private.random_code();
begin
  perform private.require_admin();
  update public.team_access t set code = v_code
   where t.event_name = p_event and lower(t.team) = lower(btrim(p_team));
  if not found then
    if not exists (select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))) then
      raise exception 'Team not found' using errcode = 'PT404';
    end if;
    insert into public.team_access (event_name, team, code)
    select p_event, u.team, v_code from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(btrim(p_team)) limit 1;
  end if;
  return v_code;
end $$;

-- Roster import. p_rows: [{"team": "...", "player_name": "..."}, ...]. With p_apply false it only
-- reports what would happen: 'add', 'new-team' (the first player of a team that gets created),
-- 'exists' (already on the roster), 'duplicate' (repeated in the file), 'blank'.
create function public.import_roster(p_event text, p_rows jsonb, p_apply boolean)
returns table (line integer, team text, player_name text, status text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  r record;
  seen text[] := '{}';
  new_teams text[] := '{}';
  k text;
  v_team text;
  v_name text;
  v_status text;
begin
  perform private.require_admin();
  if not exists (select 1 from public.events e where e.name = p_event) then
    raise exception 'Unknown event' using errcode = 'PT404';
  end if;
  for r in select (x.ordinality)::integer as n, x.value as v
             from jsonb_array_elements(coalesce(p_rows, '[]'::jsonb)) with ordinality x loop
    v_team := btrim(coalesce(r.v ->> 'team', ''));
    v_name := btrim(coalesce(r.v ->> 'player_name', ''));
    k := lower(v_team) || chr(31) || lower(v_name);
    -- an existing team keeps its stored spelling
    v_team := coalesce(
      (select t.team from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)),
      (select u.team from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team) limit 1),
      v_team);
    if v_team = '' or v_name = '' then
      v_status := 'blank';
    elsif k = any(seen) then
      v_status := 'duplicate';
    elsif exists (select 1 from public.event_uploads u where u.event_name = p_event
                  and lower(u.team) = lower(v_team) and lower(u.player_name) = lower(v_name)) then
      v_status := 'exists';
    elsif not exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team))
          and not exists (select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team))
          and not lower(v_team) = any(new_teams) then
      v_status := 'new-team';
      new_teams := new_teams || lower(v_team);
    else
      v_status := 'add';
    end if;
    if v_status not in ('blank') then
      seen := seen || k;
    end if;
    if p_apply and v_status in ('add', 'new-team') then
      if v_status = 'new-team' then
        insert into public.team_access (event_name, team, code) values (p_event, v_team, private.random_code());
      end if;
      insert into public.event_uploads (event_name, team, player_name) values (p_event, v_team, v_name);
    end if;
    return query select r.n, v_team, v_name, v_status;
  end loop;
end $$;

-- Is the signed-in user an admin? The login screen asks after signing in.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
$$;

revoke all on function
  public.event_summary(text), public.admin_resolve_team(text, text),
  public.add_player(text, text, text), public.rename_player(bigint, text), public.remove_player(bigint),
  public.admin_photo_keys(bigint), public.set_player_photo(bigint, text, text, text, text),
  public.clear_player_photo(bigint), public.add_team(text, text), public.regenerate_team_code(text, text),
  public.import_roster(text, jsonb, boolean), public.is_admin()
  from public, anon;
grant execute on function
  public.event_summary(text), public.admin_resolve_team(text, text),
  public.add_player(text, text, text), public.rename_player(bigint, text), public.remove_player(bigint),
  public.admin_photo_keys(bigint), public.set_player_photo(bigint, text, text, text, text),
  public.clear_player_photo(bigint), public.add_team(text, text), public.regenerate_team_code(text, text),
  public.import_roster(text, jsonb, boolean), public.is_admin()
  to authenticated;
-- private helpers the admin functions call run with the definer's rights; nothing to grant.

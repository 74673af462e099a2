-- Name limits with clear messages. The check constraints of 20251101000001_schema.sql already
-- refuse a player name over 120 characters and a team name over 80, but with Postgres's
-- "violates check constraint" text; the functions admins call now say what is wrong (22023, like
-- the blank-name errors), and a roster import marks such lines 'too-long' in its preview instead
-- of failing the whole file. The app uses the same numbers (src/config/constants.ts:
-- PLAYER_NAME_MAX_CHARS, TEAM_NAME_MAX_CHARS) for its fields' maxLength. length() counts
-- characters, not bytes.
-- Signatures, security definer, search_path and grants are those of 20251101000004_admin_functions.sql.

create or replace function public.add_player(p_event text, p_team text, p_name text)
returns setof public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  perform private.require_admin();
  if v_name = '' or v_name is null then
    raise exception 'Please enter a player name' using errcode = '22023';
  end if;
  if length(v_name) > 120 then
    raise exception 'Player names can have at most 120 characters' using errcode = '22023';
  end if;
  return query
    insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url)
    values (p_event, btrim(p_team), v_name, false, null)
    returning *;
end $$;

create or replace function public.rename_player(p_id bigint, p_name text)
returns setof public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  perform private.require_admin();
  if v_name = '' or v_name is null then
    raise exception 'Player name cannot be empty' using errcode = '22023';
  end if;
  if length(v_name) > 120 then
    raise exception 'Player names can have at most 120 characters' using errcode = '22023';
  end if;
  return query
    update public.event_uploads set player_name = v_name, updated_at = now()
     where id = p_id returning *;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
end $$;

create or replace function public.add_team(p_event text, p_team text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_team text := btrim(p_team);
  v_code text := private.random_code();
begin
  perform private.require_admin();
  if v_team = '' or v_team is null then
    raise exception 'Please enter a team name' using errcode = '22023';
  end if;
  if length(v_team) > 80 then
    raise exception 'Team names can have at most 80 characters' using errcode = '22023';
  end if;
  if exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)) then
    raise exception 'A team with this name already exists' using errcode = '23505';
  end if;
  insert into public.team_access (event_name, team, code) values (p_event, v_team, v_code);
  return v_code;
end $$;

-- Roster import. p_rows: [{"team": "...", "player_name": "..."}, ...]. With p_apply false it only
-- reports what would happen: 'add', 'new-team' (the first player of a team that gets created),
-- 'exists' (already on the roster), 'duplicate' (repeated in the file), 'blank', 'too-long' (a
-- team name over 80 or a player name over 120 characters; never added, the other lines are).
create or replace function public.import_roster(p_event text, p_rows jsonb, p_apply boolean)
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
    elsif length(v_team) > 80 or length(v_name) > 120 then
      v_status := 'too-long';
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
    if v_status not in ('blank', 'too-long') then
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

revoke all on function
  public.add_player(text, text, text), public.rename_player(bigint, text),
  public.add_team(text, text), public.import_roster(text, jsonb, boolean)
  from public, anon;
grant execute on function
  public.add_player(text, text, text), public.rename_player(bigint, text),
  public.add_team(text, text), public.import_roster(text, jsonb, boolean)
  to authenticated;

-- public.import_roster: called by signed-in admins through the API.

CREATE FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) RETURNS TABLE(line integer, team text, player_name text, status text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
    -- a line break inside a quoted CSV cell (or a tab, any control character) becomes a space
    v_team := btrim(regexp_replace(coalesce(r.v ->> 'team', ''), '[[:cntrl:]]+', ' ', 'g'));
    v_name := btrim(regexp_replace(coalesce(r.v ->> 'player_name', ''), '[[:cntrl:]]+', ' ', 'g'));
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

REVOKE ALL ON FUNCTION public.import_roster(text, jsonb, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) TO authenticated;
GRANT ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) TO service_role;

-- public.add_team: called by signed-in admins through the API.

CREATE FUNCTION public.add_team(p_event text, p_team text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_team text := btrim(p_team);
  v_code text := private.random_code();
begin
  perform private.require_admin();
  if v_team = '' or v_team is null then
    raise exception 'Please enter a team name' using errcode = '22023';
  end if;
  if v_team ~ '[[:cntrl:]]' then
    raise exception 'Team names can''t contain line breaks or other control characters' using errcode = '22023', hint = 'name-control-characters';
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

REVOKE ALL ON FUNCTION public.add_team(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_team(p_event text, p_team text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_team(p_event text, p_team text) TO authenticated;
GRANT ALL ON FUNCTION public.add_team(p_event text, p_team text) TO service_role;

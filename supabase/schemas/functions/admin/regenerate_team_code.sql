-- public.regenerate_team_code: called by signed-in admins through the API.

CREATE FUNCTION public.regenerate_team_code(p_event text, p_team text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  -- uploads begun with the old link end here: their tickets store nothing more
  update public.upload_tickets x set expires_at = now()
   where x.event_name = p_event and lower(x.team) = lower(btrim(p_team)) and x.used_at is null and x.expires_at > now();
  return v_code;
end $$;

REVOKE ALL ON FUNCTION public.regenerate_team_code(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.regenerate_team_code(p_event text, p_team text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.regenerate_team_code(p_event text, p_team text) TO authenticated;
GRANT ALL ON FUNCTION public.regenerate_team_code(p_event text, p_team text) TO service_role;

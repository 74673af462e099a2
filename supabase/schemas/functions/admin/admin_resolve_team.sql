-- public.admin_resolve_team: called by signed-in admins through the API.

CREATE FUNCTION public.admin_resolve_team(p_event text, p_team text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  return coalesce(
    (select t.team from public.team_access t where t.event_name = p_event and lower(t.team) = lower(btrim(p_team))),
    (select u.team from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team)) limit 1));
end $$;

REVOKE ALL ON FUNCTION public.admin_resolve_team(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_resolve_team(p_event text, p_team text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_resolve_team(p_event text, p_team text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_resolve_team(p_event text, p_team text) TO service_role;

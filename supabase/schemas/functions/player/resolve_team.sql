-- public.resolve_team: the team a code opens at an open or closed event, or null (anon).

CREATE FUNCTION public.resolve_team(p_event text, p_code text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.team_for_code(p_event, p_code)
   where exists (select 1 from public.events e where e.name = p_event and e.state in ('open', 'closed'))
$$;

REVOKE ALL ON FUNCTION public.resolve_team(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.resolve_team(p_event text, p_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resolve_team(p_event text, p_code text) TO anon;
GRANT ALL ON FUNCTION public.resolve_team(p_event text, p_code text) TO authenticated;
GRANT ALL ON FUNCTION public.resolve_team(p_event text, p_code text) TO service_role;

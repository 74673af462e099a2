-- private.team_for_code: the team an access code opens at an event, or null.

CREATE FUNCTION private.team_for_code(p_event text, p_code text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select t.team from public.team_access t
  where t.event_name = p_event and t.code = upper(btrim(p_code))
$$;

REVOKE ALL ON FUNCTION private.team_for_code(p_event text, p_code text) FROM PUBLIC;

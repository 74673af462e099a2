-- private.team_for_code: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.team_for_code(p_event text, p_code text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select t.team from public.team_access t
  where t.event_name = p_event and t.code = upper(btrim(p_code))
$$;

REVOKE ALL ON FUNCTION private.team_for_code(p_event text, p_code text) FROM PUBLIC;

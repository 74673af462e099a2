-- private.event_code: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.event_code(p_event text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.code from public.events e where e.name = p_event
$$;

REVOKE ALL ON FUNCTION private.event_code(p_event text) FROM PUBLIC;

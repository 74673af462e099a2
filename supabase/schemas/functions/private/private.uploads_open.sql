-- private.uploads_open: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.uploads_open(p_event public.events) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select p_event.state = 'open' and (p_event.upload_deadline is null or now() < p_event.upload_deadline)
$$;

REVOKE ALL ON FUNCTION private.uploads_open(p_event public.events) FROM PUBLIC;

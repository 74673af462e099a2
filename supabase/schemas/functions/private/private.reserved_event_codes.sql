-- private.reserved_event_codes: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.reserved_event_codes() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['admin', 'events', 'assets', 'flags', 'api', 'auth', 'rest', 'storage', 'ops', 'src', 'public',
               'static', 'index', 'favicon', 'robots', 'sitemap', 'manifest', 'login', 'logout', 'help']
$$;

REVOKE ALL ON FUNCTION private.reserved_event_codes() FROM PUBLIC;

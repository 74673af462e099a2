-- private.import_tables: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.import_tables() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['events', 'team_access', 'event_uploads', 'photo_versions', 'audit_log']
$$;

REVOKE ALL ON FUNCTION private.import_tables() FROM PUBLIC;

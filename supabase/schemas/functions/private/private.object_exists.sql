-- private.object_exists: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.object_exists(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from storage.objects o where o.bucket_id = 'player-photos' and o.name = p_name)
$$;

REVOKE ALL ON FUNCTION private.object_exists(p_name text) FROM PUBLIC;

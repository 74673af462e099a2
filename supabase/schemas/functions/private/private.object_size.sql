-- private.object_size: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.object_size(p_name text) RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (o.metadata ->> 'size')::bigint from storage.objects o
   where o.bucket_id = 'player-photos' and o.name = p_name
$$;

REVOKE ALL ON FUNCTION private.object_size(p_name text) FROM PUBLIC;

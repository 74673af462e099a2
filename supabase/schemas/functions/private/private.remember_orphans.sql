-- private.remember_orphans: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.remember_orphans(p_paths text[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.storage_orphans (path)
  select p from unnest(p_paths) p where p is not null
  on conflict (path) do nothing
$$;

REVOKE ALL ON FUNCTION private.remember_orphans(p_paths text[]) FROM PUBLIC;

-- private.require_admin: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.require_admin() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end $$;

REVOKE ALL ON FUNCTION private.require_admin() FROM PUBLIC;

-- private.actor: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.actor() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when current_setting('portal.actor', true) = 'team-link' then 'team-link'
    when private.is_admin() then 'admin'
    else 'system' end
$$;

REVOKE ALL ON FUNCTION private.actor() FROM PUBLIC;

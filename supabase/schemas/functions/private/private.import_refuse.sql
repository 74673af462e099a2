-- private.import_refuse: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.import_refuse(p_message text, p_detail text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception '%', p_message using errcode = 'PT422', hint = 'import-refused', detail = coalesce(p_detail, '');
end $$;

REVOKE ALL ON FUNCTION private.import_refuse(p_message text, p_detail text) FROM PUBLIC;

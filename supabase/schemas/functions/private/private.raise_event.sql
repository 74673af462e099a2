-- private.raise_event: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.raise_event(p_message text, p_hint text, p_errcode text DEFAULT 'PT422'::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception '%', p_message using errcode = p_errcode, hint = p_hint;
end $$;

REVOKE ALL ON FUNCTION private.raise_event(p_message text, p_hint text, p_errcode text) FROM PUBLIC;

-- private.check_photo_side: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.check_photo_side(p_side integer) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_side is not null and p_side not between 1024 and 1920 then
    perform private.raise_event('The photo size must be between 1024 and 1920 pixels', 'photo-side-invalid');
  end if;
  return p_side;
end $$;

REVOKE ALL ON FUNCTION private.check_photo_side(p_side integer) FROM PUBLIC;

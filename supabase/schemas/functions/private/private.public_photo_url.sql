-- private.public_photo_url: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.public_photo_url(p_key text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_base text := (select s.value from private.settings s where s.key = 'project_url');
begin
  if v_base is null then
    raise exception 'The project URL is not set yet; an admin must sign in once' using errcode = 'PT503';
  end if;
  return v_base || '/storage/v1/object/public/player-photos/' || p_key;
end $$;

REVOKE ALL ON FUNCTION private.public_photo_url(p_key text) FROM PUBLIC;

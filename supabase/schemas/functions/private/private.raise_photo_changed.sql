-- private.raise_photo_changed: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.raise_photo_changed() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'This photo changed since you opened the page' using errcode = 'PT409', hint = 'photo-changed';
end $$;

REVOKE ALL ON FUNCTION private.raise_photo_changed() FROM PUBLIC;

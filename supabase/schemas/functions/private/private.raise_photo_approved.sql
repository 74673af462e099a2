-- private.raise_photo_approved: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.raise_photo_approved() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'This photo was approved and can no longer be replaced with the team link'
    using errcode = 'PT409', hint = 'photo-approved';
end $$;

REVOKE ALL ON FUNCTION private.raise_photo_approved() FROM PUBLIC;

-- private.photo_finding_codes: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.photo_finding_codes() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['no-face', 'several-faces', 'face-small', 'face-cut', 'dark', 'blurry']
$$;

REVOKE ALL ON FUNCTION private.photo_finding_codes() FROM PUBLIC;

-- private.is_approved: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.is_approved(p_photo_path text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_photo_path is not null and exists (
    select 1 from public.photo_versions v
     where v.photo_path = p_photo_path and v.review_state = 'approved' and not v.auto_approved)
$$;

REVOKE ALL ON FUNCTION private.is_approved(p_photo_path text) FROM PUBLIC;

-- private.make_current: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.make_current(p_id bigint, p_photo_path text, p_thumb_path text) RETURNS public.event_uploads
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.event_uploads;
begin
  update public.event_uploads u
     set upload_status = p_photo_path is not null,
         photo_url = case when p_photo_path is not null then private.public_photo_url(p_photo_path) end,
         photo_path = p_photo_path, thumb_path = p_thumb_path,
         thumb_url = case when p_thumb_path is not null then private.public_photo_url(p_thumb_path) end,
         updated_at = now()
   where u.id = p_id
  returning * into r;
  return r;
end $$;

REVOKE ALL ON FUNCTION private.make_current(p_id bigint, p_photo_path text, p_thumb_path text) FROM PUBLIC;

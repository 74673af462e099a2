-- private.new_photo_keys: called by other functions only (schema private is not exposed). Fresh,
-- never reused keys for one photo: the square, its thumbnail and its head-and-shoulders master,
-- side by side under one random name.

CREATE FUNCTION private.new_photo_keys(p_upload_id bigint, OUT photo_key text, OUT thumb_key text, OUT master_key text) RETURNS record
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.event_uploads;
  base text;
begin
  select * into r from public.event_uploads where id = p_upload_id;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
  base := coalesce(private.event_code(r.event_name), private.key_slug(lower(r.event_name)))
    || '/' || private.key_slug(r.team, 60)
    || '/' || private.key_slug(r.player_name) || '_' || replace(gen_random_uuid()::text, '-', '');
  photo_key := base || '.jpg';
  thumb_key := base || '.thumb.jpg';
  master_key := base || '.master.jpg';
end $$;

REVOKE ALL ON FUNCTION private.new_photo_keys(p_upload_id bigint, OUT photo_key text, OUT thumb_key text, OUT master_key text) FROM PUBLIC;

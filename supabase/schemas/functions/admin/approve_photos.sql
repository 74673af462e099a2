-- public.approve_photos: called by signed-in admins through the API.

CREATE FUNCTION public.approve_photos(p_ids bigint[], p_seen_photo_paths text[]) RETURNS SETOF bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  if coalesce(array_length(p_ids, 1), 0) <> coalesce(array_length(p_seen_photo_paths, 1), 0) then
    raise exception 'Each player needs the photo seen' using errcode = '22023';
  end if;
  return query
    with seen as (
      select s.pid, s.path from unnest(p_ids, p_seen_photo_paths) as s(pid, path)
    ), locked as (
      select u.id, u.photo_path from public.event_uploads u join seen on seen.pid = u.id and seen.path = u.photo_path
       for update of u
    ), done as (
      update public.photo_versions v set review_state = 'approved', auto_approved = false, retake_reason = null,
                                         retake_note = null, reviewed_at = now()
        from locked where v.photo_path = locked.photo_path and (v.review_state <> 'approved' or v.auto_approved)
      returning locked.id
    )
    select l.id from locked l;
end $$;

REVOKE ALL ON FUNCTION public.approve_photos(bigint[], text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.approve_photos(p_ids bigint[], p_seen_photo_paths text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_photos(p_ids bigint[], p_seen_photo_paths text[]) TO authenticated;
GRANT ALL ON FUNCTION public.approve_photos(p_ids bigint[], p_seen_photo_paths text[]) TO service_role;

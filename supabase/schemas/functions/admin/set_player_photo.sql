-- public.set_player_photo: called by signed-in admins through the API.

CREATE FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[] DEFAULT NULL::text[]) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_findings text[] := private.clean_findings(p_findings);
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if not private.object_exists(p_photo_path) or not private.object_exists(p_thumb_path) then
    raise exception 'Photo not stored' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.photo_versions v where v.photo_path = p_photo_path) then
    raise exception 'This photo is already recorded' using errcode = 'PT409';
  end if;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, review_state, reviewed_at, findings)
  values (r.id, r.event_name, r.team, r.player_name, p_photo_path, p_thumb_path, private.object_size(p_photo_path),
          'admin', 'approved', now(), v_findings);
  r := private.make_current(r.id, p_photo_path, p_thumb_path);
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.set_player_photo(bigint, text, text, text, text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[]) TO authenticated;
GRANT ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[]) TO service_role;

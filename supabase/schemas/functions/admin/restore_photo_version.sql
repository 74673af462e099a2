-- public.restore_photo_version: called by signed-in admins through the API.

CREATE FUNCTION public.restore_photo_version(p_version_id bigint, p_seen_photo_path text) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v public.photo_versions;
  r public.event_uploads;
begin
  perform private.require_admin();
  select * into v from public.photo_versions x where x.id = p_version_id for update;
  if not found then
    raise exception 'This version no longer exists' using errcode = 'PT404', hint = 'version-gone';
  end if;
  if v.upload_id is null then
    raise exception 'The player of this version was removed' using errcode = 'PT409', hint = 'player-removed';
  end if;
  -- A photo the player never consented to (an upload refused or abandoned before its finish)
  -- can't become their photo while the event asks for consent.
  if v.source = 'team-link' and v.consented_at is null
     and (select e.consent_required from public.events e where e.name = v.event_name) then
    raise exception 'This photo was uploaded without the player''s consent' using errcode = 'PT409', hint = 'consent-missing';
  end if;
  if v.thumb_path is null or not private.object_exists(v.photo_path) or not private.object_exists(v.thumb_path) then
    raise exception 'This version''s files are not complete' using errcode = 'PT409', hint = 'version-incomplete';
  end if;
  r := private.lock_player_seen(v.upload_id, p_seen_photo_path);
  if r.photo_path = v.photo_path then
    return query select * from private.admin_player(r);
    return;
  end if;
  if v.review_state = 'retake' then
    update public.photo_versions x set review_state = 'submitted', retake_reason = null, retake_note = null,
                                       reviewed_at = null
     where x.id = v.id;
  end if;
  update public.photo_versions x set abandoned = false where x.id = v.id and x.abandoned;
  perform set_config('portal.photo_action', 'restore', true);
  r := private.make_current(r.id, v.photo_path, v.thumb_path);
  perform set_config('portal.photo_action', '', true);
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.restore_photo_version(bigint, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.restore_photo_version(p_version_id bigint, p_seen_photo_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.restore_photo_version(p_version_id bigint, p_seen_photo_path text) TO authenticated;
GRANT ALL ON FUNCTION public.restore_photo_version(p_version_id bigint, p_seen_photo_path text) TO service_role;

-- public.review_photo: an admin's decision on the photo they saw (approve, retake with a reason,
-- undo an automatic approval). Refused when the player's photo changed since (p_seen_photo_path).

CREATE FUNCTION public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text, p_reason text DEFAULT NULL::text, p_note text DEFAULT NULL::text) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.event_uploads;
  v public.photo_versions;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if r.photo_path is null then
    raise exception 'This player has no photo to review' using errcode = 'PT409', hint = 'photo-changed';
  end if;
  v := private.ensure_version(r);
  if p_decision = 'approve' then
    update public.photo_versions x set review_state = 'approved', auto_approved = false, retake_reason = null,
                                       retake_note = null, reviewed_at = now()
     where x.id = v.id;
  elsif p_decision = 'retake' then
    if p_reason is null or p_reason not in ('face-not-visible', 'not-portrait', 'blurry', 'too-dark', 'wrong-person', 'other') then
      raise exception 'Choose a reason for the retake' using errcode = '22023', hint = 'retake-reason';
    end if;
    update public.photo_versions x set review_state = 'retake', auto_approved = false, retake_reason = p_reason,
                                       retake_note = nullif(left(btrim(coalesce(p_note, '')), 500), ''), reviewed_at = now()
     where x.id = v.id;
  elsif p_decision = 'undo-approval' then
    if v.review_state <> 'approved' or not v.auto_approved then
      -- What the organizer saw was an automatic approval; it isn't one any more (undone, or a
      -- person approved it meanwhile: that approval is theirs, not the rule's, and stays).
      perform private.raise_photo_changed();
    end if;
    update public.photo_versions x set review_state = 'submitted', auto_approved = false, reviewed_at = null
     where x.id = v.id;
  else
    raise exception 'Unknown review decision' using errcode = '22023';
  end if;
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.review_photo(bigint, text, text, text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text, p_reason text, p_note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text, p_reason text, p_note text) TO authenticated;
GRANT ALL ON FUNCTION public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text, p_reason text, p_note text) TO service_role;

-- private.photo_versions_changed: called by a trigger (see the table it is on).

CREATE FUNCTION private.photo_versions_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    perform private.audit(old.event_name, old.team, old.upload_id, old.player_name, 'purge',
                          jsonb_build_object('photo_path', old.photo_path, 'created_at', old.created_at), null);
  elsif new.review_state is distinct from old.review_state and new.review_state in ('approved', 'retake') then
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name,
                          case new.review_state when 'approved' then 'approve' else 'request-retake' end,
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path,
                                             'reason', new.retake_reason, 'note', new.retake_note,
                                             'automatic', new.auto_approved, 'findings', to_jsonb(new.findings)));
  elsif new.review_state = 'approved' and old.auto_approved and not new.auto_approved then
    -- a person approves what the rule had: from now on it locks the team link
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name, 'approve',
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path, 'automatic', true),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path,
                                             'automatic', false, 'findings', to_jsonb(new.findings)));
  elsif old.review_state = 'approved' and new.review_state = 'submitted' then
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name, 'undo-approval',
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path,
                                             'automatic', old.auto_approved),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path));
  end if;
  return null;
end $$;

REVOKE ALL ON FUNCTION private.photo_versions_changed() FROM PUBLIC;

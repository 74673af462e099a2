-- private.audit: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.audit(p_event text, p_team text, p_upload_id bigint, p_player text, p_action text, p_before jsonb, p_after jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.audit_log (event_name, team, upload_id, player_name, action, actor, actor_id, before, after)
  values (p_event, p_team, p_upload_id, p_player, p_action, private.actor(),
          case when private.actor() = 'admin' then auth.uid() end, p_before, p_after)
$$;

REVOKE ALL ON FUNCTION private.audit(p_event text, p_team text, p_upload_id bigint, p_player text, p_action text, p_before jsonb, p_after jsonb) FROM PUBLIC;

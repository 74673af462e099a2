-- public.team_audit: called by signed-in admins through the API.

CREATE FUNCTION public.team_audit(p_event text, p_team text, p_before_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 200) RETURNS TABLE(id bigint, at timestamp with time zone, action text, actor text, upload_id bigint, player_name text, before jsonb, after jsonb)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select a.id, a.at, a.action, a.actor, a.upload_id, a.player_name, a.before, a.after
      from public.audit_log a
     where a.event_name = p_event
       and (lower(a.team) = lower(btrim(p_team)) or (a.team is null and a.action = 'consent-changed'))
       and (p_before_id is null or a.id < p_before_id)
     order by a.id desc
     limit least(greatest(coalesce(p_limit, 200), 1), 1000);
end $$;

REVOKE ALL ON FUNCTION public.team_audit(text, text, bigint, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.team_audit(p_event text, p_team text, p_before_id bigint, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_audit(p_event text, p_team text, p_before_id bigint, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.team_audit(p_event text, p_team text, p_before_id bigint, p_limit integer) TO service_role;

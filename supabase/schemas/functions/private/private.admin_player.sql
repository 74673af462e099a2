-- private.admin_player: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.admin_player(p_row public.event_uploads) RETURNS public.admin_player
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_row.id, p_row.event_name, p_row.team, p_row.player_name, p_row.upload_status, p_row.photo_url,
         p_row.photo_path, p_row.thumb_path, p_row.thumb_url, p_row.updated_at, p_row.created_at,
         coalesce(v.review_state, case when p_row.photo_path is not null then 'submitted' end),
         v.retake_reason, v.retake_note,
         (select count(*)::integer from public.photo_versions x where x.upload_id = p_row.id),
         v.findings, coalesce(v.auto_approved, false),
         p_row.shirt_number, p_row.family_name, p_row.given_name, p_row.role, p_row.external_id
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$$;

REVOKE ALL ON FUNCTION private.admin_player(p_row public.event_uploads) FROM PUBLIC;

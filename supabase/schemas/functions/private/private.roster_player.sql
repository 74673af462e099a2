-- private.roster_player: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.roster_player(p_row public.event_uploads) RETURNS public.roster_player
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_row.id, p_row.player_name, p_row.upload_status, p_row.photo_url, p_row.photo_path, p_row.thumb_path,
         p_row.updated_at,
         case when p_row.photo_path is null then null
              when v.auto_approved then 'submitted'
              else coalesce(v.review_state, 'submitted') end,
         v.retake_reason, v.retake_note,
         -- the number only: the rest of a player's identity is not for anonymous callers
         p_row.shirt_number
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$$;

REVOKE ALL ON FUNCTION private.roster_player(p_row public.event_uploads) FROM PUBLIC;

-- public.player_photo_versions: called by signed-in admins through the API.

CREATE FUNCTION public.player_photo_versions(p_id bigint, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 1000) RETURNS TABLE(id bigint, photo_path text, thumb_path text, photo_url text, thumb_url text, bytes bigint, source text, abandoned boolean, review_state text, retake_reason text, retake_note text, reviewed_at timestamp with time zone, consented_at timestamp with time zone, created_at timestamp with time zone, is_current boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if (p_before_at is null) <> (p_before_id is null) then
    raise exception 'A page starts after both a time and an id, or neither' using errcode = '22023';
  end if;
  perform private.adopt_abandoned_uploads();
  return query
    select v.id, v.photo_path, v.thumb_path, private.public_photo_url(v.photo_path),
           case when v.thumb_path is not null then private.public_photo_url(v.thumb_path) end, v.bytes,
           v.source, v.abandoned, v.review_state, v.retake_reason, v.retake_note, v.reviewed_at, v.consented_at,
           v.created_at, exists (select 1 from public.event_uploads u where u.id = p_id and u.photo_path = v.photo_path)
      from public.photo_versions v
     where v.upload_id = p_id
       and (p_before_at is null or (v.created_at, v.id) < (p_before_at, p_before_id))
     order by v.created_at desc, v.id desc
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

REVOKE ALL ON FUNCTION public.player_photo_versions(bigint, timestamp with time zone, bigint, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.player_photo_versions(p_id bigint, p_before_at timestamp with time zone, p_before_id bigint, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.player_photo_versions(p_id bigint, p_before_at timestamp with time zone, p_before_id bigint, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.player_photo_versions(p_id bigint, p_before_at timestamp with time zone, p_before_id bigint, p_limit integer) TO service_role;

-- public.admin_leftover_files: every file of an event that is not a player's current photo, by
-- kind (replaced, deleted, removed player, not finished, unrecorded, no database row), newest first,
-- a page at a time.

CREATE FUNCTION public.admin_leftover_files(p_event text, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_path text DEFAULT NULL::text, p_limit integer DEFAULT 1000) RETURNS TABLE(kind text, version_id bigint, upload_id bigint, team text, player_name text, photo_path text, thumb_path text, photo_url text, thumb_url text, bytes bigint, created_at timestamp with time zone, review_state text, player_exists boolean, beyond_retention boolean, current_photo_path text, current_thumb_path text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_prefix text;
begin
  perform private.require_admin();
  if (p_before_at is null) <> (p_before_path is null) then
    raise exception 'A page starts after both a time and a path, or neither' using errcode = '22023';
  end if;
  perform private.adopt_abandoned_uploads();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    select l.* from (
      with ranked as (
        select v.*, row_number() over (partition by v.upload_id order by v.created_at desc, v.id desc) as rn
          from public.photo_versions v where v.event_name = p_event
      )
      -- a player's newest version when the player has no photo now was deleted, not replaced
      select case when v.upload_id is null then 'removed-player' when v.abandoned then 'abandoned'
                  when u.photo_path is null and v.rn = 1 then 'deleted' else 'replaced' end as kind,
             v.id as version_id, v.upload_id, v.team, coalesce(u.player_name, v.player_name) as player_name,
             v.photo_path, v.thumb_path,
             private.public_photo_url(v.photo_path) as photo_url,
             case when v.thumb_path is not null then private.public_photo_url(v.thumb_path) end as thumb_url,
             coalesce(v.bytes, 0) + coalesce(private.object_size(v.thumb_path), 0)
               + coalesce(private.object_size(v.master_path), 0) as bytes, v.created_at, v.review_state,
             v.upload_id is not null as player_exists,
             v.upload_id is not null and v.review_state <> 'approved' and v.rn > 5 as beyond_retention,
             u.photo_path as current_photo_path, u.thumb_path as current_thumb_path
        from ranked v
        left join public.event_uploads u on u.id = v.upload_id
       where u.photo_path is distinct from v.photo_path
      union all
      select case when o.metadata ? 'foundWithoutRow' then 'no-row' else 'unrecorded' end,
             null, null, null, null, o.name, null, private.public_photo_url(o.name), null,
             (o.metadata ->> 'size')::bigint, o.created_at, null, false, false, null, null
        from storage.objects o
       where o.bucket_id = 'player-photos' and left(o.name, length(v_prefix)) = v_prefix
         and not private.object_in_use(o.name)
    ) l
    where p_before_at is null or (l.created_at, l.photo_path) < (p_before_at, p_before_path)
    order by l.created_at desc, l.photo_path desc
    limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

REVOKE ALL ON FUNCTION public.admin_leftover_files(text, timestamp with time zone, text, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_leftover_files(p_event text, p_before_at timestamp with time zone, p_before_path text, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_leftover_files(p_event text, p_before_at timestamp with time zone, p_before_path text, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_leftover_files(p_event text, p_before_at timestamp with time zone, p_before_path text, p_limit integer) TO service_role;

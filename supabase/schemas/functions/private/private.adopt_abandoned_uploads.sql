-- private.adopt_abandoned_uploads: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.adopt_abandoned_uploads() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, abandoned, created_at)
  select t.upload_id, coalesce(u.event_name, t.event_name), coalesce(u.team, t.team), coalesce(u.player_name, t.player_name),
         t.photo_key, case when private.object_exists(t.thumb_key) then t.thumb_key end,
         private.object_size(t.photo_key), 'team-link', true, t.created_at
    from public.upload_tickets t
    left join public.event_uploads u on u.id = t.upload_id
   where t.used_at is null and t.expires_at <= now()
     and coalesce(u.event_name, t.event_name) is not null
     and private.object_exists(t.photo_key)
     and not exists (select 1 from public.photo_versions v where v.photo_path = t.photo_key)
  on conflict (photo_path) do nothing
$$;

REVOKE ALL ON FUNCTION private.adopt_abandoned_uploads() FROM PUBLIC;

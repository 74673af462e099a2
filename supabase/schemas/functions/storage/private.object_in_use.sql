-- private.object_in_use: whether a player, a version or a live ticket still points at this
-- object; the storage policies refuse to replace or remove such an object.

CREATE FUNCTION private.object_in_use(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.event_uploads u where u.photo_path = p_name or u.thumb_path = p_name)
      or exists (select 1 from public.photo_versions v where v.photo_path = p_name)
      or exists (select 1 from public.photo_versions v where v.thumb_path = p_name)
      or exists (select 1 from public.photo_versions v where v.master_path = p_name)
      or exists (select 1 from public.upload_tickets t
                  where (t.photo_key = p_name or t.thumb_key = p_name or t.master_key = p_name) and t.used_at is null and t.expires_at > now())
$$;

REVOKE ALL ON FUNCTION private.object_in_use(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.object_in_use(p_name text) TO authenticated;

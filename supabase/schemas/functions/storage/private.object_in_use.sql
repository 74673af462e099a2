-- private.object_in_use: whether a player, a version or a live ticket still points at this
-- object (a ticket's master key stays live after finish_upload until the ticket expires); the
-- storage policies refuse to replace or remove such an object, and the leftover files list only
-- objects not in use.

CREATE FUNCTION private.object_in_use(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.event_uploads u where u.photo_path = p_name or u.thumb_path = p_name)
      or exists (select 1 from public.photo_versions v where v.photo_path = p_name)
      or exists (select 1 from public.photo_versions v where v.thumb_path = p_name)
      or exists (select 1 from public.photo_versions v where v.master_path = p_name)
      or exists (select 1 from public.upload_tickets t
                  where (t.photo_key = p_name or t.thumb_key = p_name) and t.used_at is null and t.expires_at > now())
      -- a finished upload's master may still be on its way to attach_upload_master
      or exists (select 1 from public.upload_tickets t where t.master_key = p_name and t.expires_at > now())
$$;

REVOKE ALL ON FUNCTION private.object_in_use(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.object_in_use(p_name text) TO authenticated;

-- private.ticket_allows_key: whether an unexpired ticket of an event still taking uploads names
-- this object key; the storage INSERT policy for players calls it. Before finish_upload, any of
-- its three keys; after it, only its master key, and only while the version it created has no
-- master yet: the phone sends the master once the player has seen the upload succeed.

CREATE FUNCTION private.ticket_allows_key(p_name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.upload_tickets t
      join public.events e on e.name = t.event_name
    where (t.photo_key = p_name or t.thumb_key = p_name or t.master_key = p_name)
      and t.expires_at > now()
      and (t.used_at is null
           or (t.master_key = p_name
               and exists (select 1 from public.photo_versions v where v.photo_path = t.photo_key and v.master_path is null)))
      and private.uploads_open(e)
  )
$$;

REVOKE ALL ON FUNCTION private.ticket_allows_key(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.ticket_allows_key(p_name text) TO anon;
GRANT ALL ON FUNCTION private.ticket_allows_key(p_name text) TO authenticated;

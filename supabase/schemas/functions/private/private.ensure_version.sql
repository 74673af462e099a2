-- private.ensure_version: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.ensure_version(p_row public.event_uploads) RETURNS public.photo_versions
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v public.photo_versions;
begin
  select * into v from public.photo_versions x where x.photo_path = p_row.photo_path;
  if found then
    return v;
  end if;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes, source, created_at)
  values (p_row.id, p_row.event_name, p_row.team, p_row.player_name, p_row.photo_path, p_row.thumb_path,
          private.object_size(p_row.photo_path), 'unknown', p_row.updated_at)
  returning * into v;
  return v;
end $$;

REVOKE ALL ON FUNCTION private.ensure_version(p_row public.event_uploads) FROM PUBLIC;

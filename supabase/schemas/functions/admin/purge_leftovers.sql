-- public.purge_leftovers: called by signed-in admins through the API.

CREATE FUNCTION public.purge_leftovers(p_event text, p_version_ids bigint[], p_unrecorded_paths text[]) RETURNS SETOF text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_prefix text;
begin
  perform private.require_admin();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    with gone as (
      delete from public.photo_versions v
       where v.id = any(coalesce(p_version_ids, '{}')) and v.event_name = p_event
         and not exists (select 1 from public.event_uploads u where u.photo_path = v.photo_path)
      returning v.photo_path, v.thumb_path, v.master_path
    )
    select p from gone, unnest(array[gone.photo_path, gone.thumb_path, gone.master_path]) p
     where p is not null and private.object_exists(p)
    union
    select p from unnest(coalesce(p_unrecorded_paths, '{}')) p
     where left(p, length(v_prefix)) = v_prefix and private.object_exists(p) and not private.object_in_use(p);
end $$;

REVOKE ALL ON FUNCTION public.purge_leftovers(text, bigint[], text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.purge_leftovers(p_event text, p_version_ids bigint[], p_unrecorded_paths text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.purge_leftovers(p_event text, p_version_ids bigint[], p_unrecorded_paths text[]) TO authenticated;
GRANT ALL ON FUNCTION public.purge_leftovers(p_event text, p_version_ids bigint[], p_unrecorded_paths text[]) TO service_role;

-- public.event_storage_usage: called by signed-in admins through the API.

CREATE FUNCTION public.event_storage_usage(p_event text) RETURNS TABLE(objects bigint, bytes bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_prefix text;
begin
  perform private.require_admin();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    select count(*)::bigint, coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
      from storage.objects o
     where o.bucket_id = 'player-photos' and left(o.name, length(v_prefix)) = v_prefix;
end $$;

REVOKE ALL ON FUNCTION public.event_storage_usage(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.event_storage_usage(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_storage_usage(p_event text) TO authenticated;
GRANT ALL ON FUNCTION public.event_storage_usage(p_event text) TO service_role;

-- public.export_event_objects: called by the service-role key only (npm run export / import).

CREATE FUNCTION public.export_event_objects(p_event text) RETURNS TABLE(bucket text, name text, mimetype text, cache_control text, size bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_code text;
begin
  select e.code into v_code from public.events e where e.name = p_event;
  if not found then
    raise exception 'No event named %', p_event using errcode = 'PT404', hint = 'event-not-found';
  end if;
  return query
    select o.bucket_id::text, o.name::text, coalesce(o.metadata ->> 'mimetype', 'application/octet-stream'),
           coalesce(o.metadata ->> 'cacheControl', 'max-age=3600'), (o.metadata ->> 'size')::bigint
      from storage.objects o
     where o.bucket_id = 'player-photos' and left(o.name, length(v_code) + 1) = v_code || '/'
     order by o.name;
end $$;

REVOKE ALL ON FUNCTION public.export_event_objects(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_event_objects(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_event_objects(p_event text) TO service_role;

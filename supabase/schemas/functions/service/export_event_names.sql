-- public.export_event_names: called by the service-role key only (npm run export / import).

CREATE FUNCTION public.export_event_names() RETURNS SETOF text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.name from public.events e order by e.name
$$;

REVOKE ALL ON FUNCTION public.export_event_names() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_event_names() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_event_names() TO service_role;

-- public.list_open_events: called by players (anon) through the API.

CREATE FUNCTION public.list_open_events() RETURNS TABLE(code text, name text, display_name text, short_name text, venue text, start_date date, end_date date, upload_deadline timestamp with time zone, time_zone text, state text, contact_email text, uploads_open boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.code, e.name, e.display_name, e.short_name, e.venue, e.start_date, e.end_date, e.upload_deadline,
         e.time_zone, e.state, e.contact_email, private.uploads_open(e)
    from public.events e
   where e.state = 'open'
   order by e.start_date asc nulls last, e.code asc
$$;

REVOKE ALL ON FUNCTION public.list_open_events() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.list_open_events() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_open_events() TO anon;
GRANT ALL ON FUNCTION public.list_open_events() TO authenticated;
GRANT ALL ON FUNCTION public.list_open_events() TO service_role;

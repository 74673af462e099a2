-- public.admin_events: called by signed-in admins through the API.

CREATE FUNCTION public.admin_events() RETURNS TABLE(code text, name text, display_name text, short_name text, venue text, start_date date, end_date date, upload_deadline timestamp with time zone, time_zone text, state text, contact_email text, uploads_open boolean, consent_required boolean, created_at timestamp with time zone, updated_at timestamp with time zone, photo_side integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select e.code, e.name, e.display_name, e.short_name, e.venue, e.start_date, e.end_date, e.upload_deadline,
           e.time_zone, e.state, e.contact_email, private.uploads_open(e), e.consent_required, e.created_at,
           e.updated_at, e.photo_side
      from public.events e
     order by case e.state when 'open' then 0 when 'draft' then 1 when 'closed' then 2 else 3 end,
              e.start_date desc nulls last, e.code;
end $$;

REVOKE ALL ON FUNCTION public.admin_events() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_events() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_events() TO authenticated;
GRANT ALL ON FUNCTION public.admin_events() TO service_role;

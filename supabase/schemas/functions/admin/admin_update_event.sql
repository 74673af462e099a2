-- public.admin_update_event: called by signed-in admins through the API.

CREATE FUNCTION public.admin_update_event(p_code text, p_seen_updated_at timestamp with time zone, p_display_name text, p_short_name text DEFAULT NULL::text, p_venue text DEFAULT ''::text, p_start_date date DEFAULT NULL::date, p_end_date date DEFAULT NULL::date, p_upload_deadline timestamp with time zone DEFAULT NULL::timestamp with time zone, p_time_zone text DEFAULT 'UTC'::text, p_contact_email text DEFAULT NULL::text, p_photo_side integer DEFAULT NULL::integer) RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ev public.events;
  f record;
begin
  perform private.require_admin();
  select * into ev from public.events e where e.code = lower(btrim(p_code)) for update;
  if not found then
    perform private.raise_event('This event does not exist', 'event-not-found', 'PT404');
  end if;
  if ev.updated_at is distinct from p_seen_updated_at then
    perform private.raise_event('This event changed since you opened the page', 'event-changed', 'PT409');
  end if;
  select * into f from private.check_event_fields(p_display_name, p_short_name, p_venue, p_start_date, p_end_date,
                                                  p_time_zone, p_contact_email);
  perform private.check_photo_side(p_photo_side);
  update public.events e
     set display_name = f.display_name, short_name = coalesce(f.short_name, ev.name), venue = f.venue,
         start_date = p_start_date, end_date = p_end_date, upload_deadline = p_upload_deadline,
         time_zone = f.time_zone, contact_email = f.contact_email, photo_side = p_photo_side
   where e.code = ev.code
  returning * into ev;
  return ev.updated_at;
end $$;

REVOKE ALL ON FUNCTION public.admin_update_event(text, timestamp with time zone, text, text, text, date, date, timestamp with time zone, text, text, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_update_event(p_code text, p_seen_updated_at timestamp with time zone, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_update_event(p_code text, p_seen_updated_at timestamp with time zone, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_update_event(p_code text, p_seen_updated_at timestamp with time zone, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) TO service_role;

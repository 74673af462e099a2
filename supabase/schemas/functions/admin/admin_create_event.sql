-- public.admin_create_event: called by signed-in admins through the API.

CREATE FUNCTION public.admin_create_event(p_code text, p_display_name text, p_short_name text DEFAULT NULL::text, p_venue text DEFAULT ''::text, p_start_date date DEFAULT NULL::date, p_end_date date DEFAULT NULL::date, p_upload_deadline timestamp with time zone DEFAULT NULL::timestamp with time zone, p_time_zone text DEFAULT 'UTC'::text, p_contact_email text DEFAULT NULL::text, p_photo_side integer DEFAULT NULL::integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_code text := lower(btrim(coalesce(p_code, '')));
  f record;
  v_name text;
begin
  perform private.require_admin();
  if v_code = '' then
    perform private.raise_event('Please enter the event code', 'event-field-required');
  end if;
  if v_code !~ '^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$' then
    perform private.raise_event('Event codes have 2 to 40 lower-case letters, digits or dashes', 'event-code-format');
  end if;
  if v_code = any(private.reserved_event_codes()) then
    perform private.raise_event('This code is reserved by the portal', 'event-code-reserved');
  end if;
  select * into f from private.check_event_fields(p_display_name, p_short_name, p_venue, p_start_date, p_end_date,
                                                  p_time_zone, p_contact_email);
  perform private.check_photo_side(p_photo_side);
  v_name := coalesce(f.short_name, upper(v_code));
  -- one event at a time, so two admins creating the same code both get the clear message
  perform pg_advisory_xact_lock(hashtextextended('admin_create_event', 0));
  if exists (select 1 from public.events e where e.code = v_code) then
    perform private.raise_event('An event with this code already exists', 'event-code-taken', 'PT409');
  end if;
  if exists (select 1 from public.events e where lower(e.name) = lower(v_name)) then
    perform private.raise_event('An event with this short name already exists', 'event-name-taken', 'PT409');
  end if;
  insert into public.events (code, name, display_name, short_name, venue, start_date, end_date, upload_deadline,
                             time_zone, state, contact_email, photo_side)
  values (v_code, v_name, f.display_name, v_name, f.venue, p_start_date, p_end_date, p_upload_deadline,
          f.time_zone, 'draft', f.contact_email, p_photo_side);
  return v_code;
end $_$;

REVOKE ALL ON FUNCTION public.admin_create_event(text, text, text, text, date, date, timestamp with time zone, text, text, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_create_event(p_code text, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_create_event(p_code text, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_create_event(p_code text, p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_upload_deadline timestamp with time zone, p_time_zone text, p_contact_email text, p_photo_side integer) TO service_role;

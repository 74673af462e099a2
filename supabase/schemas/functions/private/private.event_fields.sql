-- private.event_fields: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.event_fields(p_event public.events) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'display_name', p_event.display_name, 'short_name', p_event.short_name, 'venue', p_event.venue,
    'start_date', p_event.start_date, 'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline,
    'time_zone', p_event.time_zone, 'contact_email', p_event.contact_email, 'auto_approve', p_event.auto_approve,
    'photo_side', p_event.photo_side)
$$;

REVOKE ALL ON FUNCTION private.event_fields(p_event public.events) FROM PUBLIC;

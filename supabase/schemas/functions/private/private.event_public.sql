-- private.event_public: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.event_public(p_event public.events) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'code', p_event.code, 'name', p_event.name, 'display_name', p_event.display_name,
    'short_name', p_event.short_name, 'venue', p_event.venue, 'start_date', p_event.start_date,
    'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline, 'time_zone', p_event.time_zone,
    'state', p_event.state, 'contact_email', p_event.contact_email, 'uploads_open', private.uploads_open(p_event),
    'photo_side', p_event.photo_side)
$$;

REVOKE ALL ON FUNCTION private.event_public(p_event public.events) FROM PUBLIC;

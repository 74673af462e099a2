-- private.check_event_fields: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.check_event_fields(p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_time_zone text, p_contact_email text, OUT display_name text, OUT short_name text, OUT venue text, OUT time_zone text, OUT contact_email text) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
begin
  display_name := btrim(coalesce(p_display_name, ''));
  short_name := nullif(btrim(coalesce(p_short_name, '')), '');
  venue := btrim(coalesce(p_venue, ''));
  time_zone := coalesce(nullif(btrim(coalesce(p_time_zone, '')), ''), 'UTC');
  contact_email := nullif(btrim(coalesce(p_contact_email, '')), '');
  if display_name = '' then
    perform private.raise_event('Please enter the event''s name', 'event-field-required');
  end if;
  if length(display_name) > 120 or length(coalesce(short_name, '')) > 40 or length(venue) > 120
     or length(coalesce(contact_email, '')) > 254 then
    perform private.raise_event('A field is too long (name and venue at most 120 characters, short name 40)', 'event-field-too-long');
  end if;
  if p_start_date is not null and p_end_date is not null and p_end_date < p_start_date then
    perform private.raise_event('The end date is before the start date', 'event-dates-order');
  end if;
  if not private.is_time_zone(time_zone) then
    perform private.raise_event('Unknown time zone', 'time-zone-invalid');
  end if;
  if contact_email is not null and contact_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    perform private.raise_event('The contact is not an e-mail address', 'event-email-invalid');
  end if;
end $_$;

REVOKE ALL ON FUNCTION private.check_event_fields(p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date, p_time_zone text, p_contact_email text, OUT display_name text, OUT short_name text, OUT venue text, OUT time_zone text, OUT contact_email text) FROM PUBLIC;

-- Issue #15: the stored photo's size is the event's choice. Badges and broadcast graphics need
-- far fewer pixels than a camera gives; every extra pixel is bytes a player uploads on a stadium
-- network. Null is the portal's default (PHOTO_OUTPUT_SIDE_PX in src/config/constants.ts, 1024 px);
-- an event printing large badges may ask for up to the spec's 1920. Never below 1024 (what badges
-- need; the spec's own minimum is 800). The player's phone reads it from team_link and scales the
-- crop to it; a smaller crop is never blown up.
alter table public.events
  add column photo_side integer,
  add constraint events_photo_side_check check (photo_side is null or photo_side between 1024 and 1920);

create function private.check_photo_side(p_side integer) returns integer
language plpgsql immutable set search_path = '' as $$
begin
  if p_side is not null and p_side not between 1024 and 1920 then
    perform private.raise_event('The photo size must be between 1024 and 1920 pixels', 'photo-side-invalid');
  end if;
  return p_side;
end $$;

create or replace function private.event_public(p_event public.events) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'code', p_event.code, 'name', p_event.name, 'display_name', p_event.display_name,
    'short_name', p_event.short_name, 'venue', p_event.venue, 'start_date', p_event.start_date,
    'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline, 'time_zone', p_event.time_zone,
    'state', p_event.state, 'contact_email', p_event.contact_email, 'uploads_open', private.uploads_open(p_event),
    'photo_side', p_event.photo_side)
$$;

-- The events trail records a change of size like the other settings.
create or replace function private.event_fields(p_event public.events) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'display_name', p_event.display_name, 'short_name', p_event.short_name, 'venue', p_event.venue,
    'start_date', p_event.start_date, 'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline,
    'time_zone', p_event.time_zone, 'contact_email', p_event.contact_email, 'auto_approve', p_event.auto_approve,
    'photo_side', p_event.photo_side)
$$;

drop function public.admin_events();
create function public.admin_events()
returns table (code text, name text, display_name text, short_name text, venue text, start_date date,
               end_date date, upload_deadline timestamptz, time_zone text, state text, contact_email text,
               uploads_open boolean, consent_required boolean, created_at timestamptz, updated_at timestamptz,
               photo_side integer)
language plpgsql stable security definer set search_path = '' as $$
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

-- As in 20251205000001_events_as_data.sql, with the photo size (null: the portal's default).
drop function public.admin_create_event(text, text, text, text, date, date, timestamptz, text, text);
create function public.admin_create_event(
  p_code text, p_display_name text, p_short_name text default null, p_venue text default '',
  p_start_date date default null, p_end_date date default null, p_upload_deadline timestamptz default null,
  p_time_zone text default 'UTC', p_contact_email text default null, p_photo_side integer default null)
returns text
language plpgsql volatile security definer set search_path = '' as $$
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
end $$;

-- As before, with the photo size; a photo already stored keeps its size (only new uploads change).
drop function public.admin_update_event(text, timestamptz, text, text, text, date, date, timestamptz, text, text);
create function public.admin_update_event(
  p_code text, p_seen_updated_at timestamptz, p_display_name text, p_short_name text default null,
  p_venue text default '', p_start_date date default null, p_end_date date default null,
  p_upload_deadline timestamptz default null, p_time_zone text default 'UTC', p_contact_email text default null,
  p_photo_side integer default null)
returns timestamptz
language plpgsql volatile security definer set search_path = '' as $$
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

revoke all on function private.check_photo_side(integer) from public, anon, authenticated;
revoke all on function public.admin_events(),
  public.admin_create_event(text, text, text, text, date, date, timestamptz, text, text, integer),
  public.admin_update_event(text, timestamptz, text, text, text, date, date, timestamptz, text, text, integer)
  from public, anon;
grant execute on function public.admin_events(),
  public.admin_create_event(text, text, text, text, date, date, timestamptz, text, text, integer),
  public.admin_update_event(text, timestamptz, text, text, text, date, date, timestamptz, text, text, integer)
  to authenticated;

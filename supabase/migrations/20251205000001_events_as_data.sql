-- Events are data (issue #12): what src/config/tournaments.ts held (display name, short name,
-- dates, venue) plus an upload deadline with its time zone and a state, so an organizer runs
-- next year's tournament from the admin area without a developer.
--
-- `code` (the URL slug) and `name` (event_name in every row, the spec's dbName) never change
-- once an event exists: rows and storage keys use them. Uploads are open when the state is
-- 'open' and the deadline (if any) has not passed; begin_upload enforces it, so a page left open
-- past the deadline can't start an upload. Admin uploads are never blocked.
--
-- Players never read the table: list_open_events (landing page) and team_link (a team link's
-- page, one round trip) answer only the public fields. Admins read and write through
-- admin_events, admin_create_event, admin_update_event (compare-and-set on updated_at) and
-- admin_set_event_state (compare-and-set on the state). Every change lands in audit_log.

alter table public.events
  add column display_name text,
  add column short_name text,
  add column venue text not null default '' check (length(venue) <= 120),
  add column start_date date,
  add column end_date date,
  add column upload_deadline timestamptz,
  add column time_zone text not null default 'UTC',
  add column state text not null default 'draft' check (state in ('draft', 'open', 'closed', 'archived')),
  add column contact_email text check (contact_email is null or length(contact_email) <= 254),
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add constraint events_dates_order check (start_date is null or end_date is null or end_date >= start_date);

-- Events that exist already are running: they stay open, with the spec's values where known
-- (spec §3) and their own name elsewhere. No deadline until an admin sets one.
update public.events e
   set display_name = e.name, short_name = e.name, state = 'open';
update public.events e
   set display_name = s.display_name, venue = s.venue, start_date = s.start_date, end_date = s.end_date,
       time_zone = s.time_zone
  from (values
    ('mjwc2025', 'Men''s Junior World Cup 2025', 'Tamil Nadu, India', date '2025-11-28', date '2025-12-10', 'Asia/Kolkata'),
    ('wjwc2025', 'Women''s Junior World Cup 2025', 'Santiago, Chile', date '2025-12-01', date '2025-12-13', 'America/Santiago')
  ) as s(code, display_name, venue, start_date, end_date, time_zone)
 where e.code = s.code;

alter table public.events
  alter column display_name set not null,
  alter column short_name set not null,
  -- not blank; the lengths are checked where admins type them (an existing event's name, which
  -- became both, may be longer than a new one may be)
  add constraint events_display_name_check check (length(btrim(display_name)) > 0),
  add constraint events_short_name_check check (length(btrim(short_name)) > 0);

-- Players and non-admins don't read the table any more (it now holds drafts and contacts):
-- the two public functions below answer what a page needs.
drop policy "events are public" on public.events;
revoke all on public.events from anon, authenticated, public;
grant select on public.events to authenticated;
create policy "admins read events" on public.events for select to authenticated using (private.is_admin());

-- Codes that can never be events: the app's and the server's own top-level paths (the router's
-- /admin, the built app's /assets and /flags, the API's /auth /rest /storage, the local backend's
-- /ops, the dev server's /src) and a few kept for later (/api, /events).
create function private.reserved_event_codes() returns text[]
language sql immutable set search_path = '' as $$
  select array['admin', 'events', 'assets', 'flags', 'api', 'auth', 'rest', 'storage', 'ops', 'src', 'public',
               'static', 'index', 'favicon', 'robots', 'sitemap', 'manifest', 'login', 'logout', 'help']
$$;

create function private.uploads_open(p_event public.events) returns boolean
language sql stable set search_path = '' as $$
  select p_event.state = 'open' and (p_event.upload_deadline is null or now() < p_event.upload_deadline)
$$;

-- What anyone may know of an event: never consent settings, nothing of teams.
create function private.event_public(p_event public.events) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'code', p_event.code, 'name', p_event.name, 'display_name', p_event.display_name,
    'short_name', p_event.short_name, 'venue', p_event.venue, 'start_date', p_event.start_date,
    'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline, 'time_zone', p_event.time_zone,
    'state', p_event.state, 'contact_email', p_event.contact_email, 'uploads_open', private.uploads_open(p_event))
$$;

create function private.raise_event(p_message text, p_hint text, p_errcode text default 'PT422') returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '%', p_message using errcode = p_errcode, hint = p_hint;
end $$;

-- An IANA zone name ('Asia/Kolkata', 'UTC'), as the browser's Intl knows them: not an
-- abbreviation ('EST'), not a POSIX rule ('UTC+3'). A server reading the system's tzdata (Debian's
-- PostgreSQL) also lists the 'posix/…' and 'right/…' copies, which Intl rejects: the team page's
-- deadline would throw for every player.
create function private.is_time_zone(p_zone text) returns boolean
language sql stable set search_path = '' as $$
  select p_zone is not null
     and (p_zone = 'UTC' or p_zone ~ '^[A-Za-z][A-Za-z_-]*(/[A-Za-z0-9_+-]+)+$')
     and p_zone !~ '^(posix|right)/'
     and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_zone)
$$;

-- The editable fields, checked and tidied; raises with the hint the admin form shows.
create function private.check_event_fields(
  p_display_name text, p_short_name text, p_venue text, p_start_date date, p_end_date date,
  p_time_zone text, p_contact_email text,
  out display_name text, out short_name text, out venue text, out time_zone text, out contact_email text)
language plpgsql stable set search_path = '' as $$
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
end $$;

-- Fallbacks for a row inserted without them (spec §3: an unknown slug's short name and db name
-- are the upper-cased slug), e.g. the README's SQL on a hosted project.
create function private.events_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.name := coalesce(nullif(btrim(new.name), ''), upper(new.code));
  new.short_name := coalesce(nullif(btrim(new.short_name), ''), new.name);
  new.display_name := coalesce(nullif(btrim(new.display_name), ''), new.name);
  return new;
end $$;
create trigger events_defaults before insert on public.events
  for each row execute function private.events_before_insert();

-- code and name never change; updated_at moves on every change, strictly forward (it is what
-- compare-and-set compares, so two changes in one transaction still differ).
create function private.events_before_update() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.code is distinct from old.code or new.name is distinct from old.name then
    raise exception 'An event''s code and name never change: rows and storage keys use them'
      using errcode = 'PT422', hint = 'event-immutable';
  end if;
  new.updated_at := greatest(now(), old.updated_at + interval '1 microsecond');
  return new;
end $$;
create trigger events_touch before update on public.events
  for each row execute function private.events_before_update();

-- The audit trail learns the event's own changes (they belong to no team).
alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'add-player', 'remove-player', 'rename', 'upload', 'replace', 'delete-photo', 'restore',
  'approve', 'request-retake', 'purge', 'add-team', 'regenerate-code', 'consent-changed',
  'event-created', 'event-changed', 'event-state'));

create function private.event_fields(p_event public.events) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'display_name', p_event.display_name, 'short_name', p_event.short_name, 'venue', p_event.venue,
    'start_date', p_event.start_date, 'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline,
    'time_zone', p_event.time_zone, 'contact_email', p_event.contact_email)
$$;

create or replace function private.events_changed() returns trigger
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_before jsonb;
  v_after jsonb;
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.name, null, null, null, 'event-created', null,
                          private.event_fields(new) || jsonb_build_object('code', new.code, 'state', new.state));
    return null;
  end if;
  if (new.consent_required, new.consent_text_en, new.consent_text_es)
     is distinct from (old.consent_required, old.consent_text_en, old.consent_text_es) then
    perform private.audit(new.name, null, null, null, 'consent-changed',
      jsonb_build_object('required', old.consent_required, 'en', old.consent_text_en, 'es', old.consent_text_es),
      jsonb_build_object('required', new.consent_required, 'en', new.consent_text_en, 'es', new.consent_text_es));
  end if;
  if new.state is distinct from old.state then
    perform private.audit(new.name, null, null, null, 'event-state',
                          jsonb_build_object('state', old.state), jsonb_build_object('state', new.state));
  end if;
  -- only the fields that changed, before and after
  select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, n.value) into v_before, v_after
    from jsonb_each(private.event_fields(old)) o
    join jsonb_each(private.event_fields(new)) n on n.key = o.key
   where o.value is distinct from n.value;
  if v_before is not null then
    perform private.audit(new.name, null, null, null, 'event-changed', v_before, v_after);
  end if;
  return null;
end $$;
drop trigger events_audit on public.events;
create trigger events_audit after insert or update on public.events
  for each row execute function private.events_changed();

-- The landing page's 'Active Tournaments': open events, public fields only. The first one is the
-- admin area's default event.
create function public.list_open_events()
returns table (code text, name text, display_name text, short_name text, venue text, start_date date,
               end_date date, upload_deadline timestamptz, time_zone text, state text, contact_email text,
               uploads_open boolean)
language sql stable security definer set search_path = '' as $$
  select e.code, e.name, e.display_name, e.short_name, e.venue, e.start_date, e.end_date, e.upload_deadline,
         e.time_zone, e.state, e.contact_email, private.uploads_open(e)
    from public.events e
   where e.state = 'open'
   order by e.start_date asc nulls last, e.code asc
$$;

-- Everything a team link's page needs, in one round trip (weak networks):
--   { event: public fields | null, team: text | null, players: roster rows | null }
-- The event code is matched case-insensitively (chat apps capitalise links). A draft or archived
-- event is shown only to a link with one of its codes (its existence doesn't leak), and then
-- without the roster; an open or closed one shows its roster to a valid code (uploads_open says
-- whether uploads are allowed).
create function public.team_link(p_event_code text, p_code text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  ev public.events;
  v_team text;
begin
  select * into ev from public.events e where e.code = lower(btrim(p_event_code));
  if not found then
    return jsonb_build_object('event', null, 'team', null, 'players', null);
  end if;
  v_team := private.team_for_code(ev.name, p_code);
  if ev.state in ('draft', 'archived') then
    if v_team is null then
      return jsonb_build_object('event', null, 'team', null, 'players', null);
    end if;
    return jsonb_build_object('event', private.event_public(ev), 'team', v_team, 'players', null);
  end if;
  if v_team is null then
    return jsonb_build_object('event', private.event_public(ev), 'team', null, 'players', null);
  end if;
  return jsonb_build_object(
    'event', private.event_public(ev),
    'team', v_team,
    'players', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.player_name, p.id)
        from public.event_uploads u, lateral private.roster_player(u) p
       where u.event_name = ev.name and lower(u.team) = lower(v_team)), '[]'::jsonb));
end $$;

-- A team's roster (the page's refreshes): as before, but not for a draft or archived event,
-- whose team links show no roster.
create or replace function public.team_roster(p_event text, p_code text)
returns setof public.roster_player
language plpgsql stable security definer set search_path = '' as $$
declare
  v_team text := private.team_for_code(p_event, p_code);
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  if (select e.state from public.events e where e.name = p_event) in ('draft', 'archived') then
    raise exception 'This event is not open' using errcode = 'PT403', hint = 'event-not-open';
  end if;
  return query
    select (private.roster_player(u)).*
      from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(v_team)
     order by u.player_name, u.id;
end $$;

-- Step 1 of a player's upload (as in 20251202000002_player_review_flow.sql), now refused when
-- uploads are not open: a draft, closed or archived event, or past the deadline. A ticket begun
-- before may still be finished (finish_upload is unchanged): the player was inside the deadline.
create or replace function public.begin_upload(p_event text, p_code text, p_player_id bigint)
returns table (ticket uuid, photo_key text, thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  c_team_per_hour constant integer := 60;
  c_player_per_hour constant integer := 12;
  c_window constant interval := interval '1 hour';
  v_team text := private.team_for_code(p_event, p_code);
  ev public.events;
  r public.event_uploads;
  k record;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  select * into ev from public.events e where e.name = p_event;
  if not found or not private.uploads_open(ev) then
    raise exception 'Uploads are closed for this event' using errcode = 'PT403', hint = 'uploads-closed';
  end if;
  select * into r from public.event_uploads u
   where u.id = p_player_id and u.event_name = p_event and lower(u.team) = lower(v_team);
  if not found then
    perform private.raise_player_gone();
  end if;
  if private.is_approved(r.photo_path) then
    perform private.raise_photo_approved();
  end if;
  perform pg_advisory_xact_lock(hashtextextended('begin_upload:' || p_event || chr(31) || lower(v_team), 0));
  -- Old tickets go, but an unfinished upload whose photo was stored is kept as a version first.
  perform private.adopt_abandoned_uploads();
  delete from public.upload_tickets t
   where t.expires_at < now() - interval '1 day' and t.created_at < now() - interval '1 day';
  if (select count(*) from public.upload_tickets t
        join public.event_uploads u on u.id = t.upload_id
       where u.event_name = p_event and lower(u.team) = lower(v_team)
         and t.created_at > now() - c_window) >= c_team_per_hour then
    raise exception 'Too many uploads from this team link in the last hour'
      using errcode = 'PT429', hint = 'team-hourly-limit',
            detail = format('At most %s uploads an hour per team link.', c_team_per_hour);
  end if;
  if (select count(*) from public.upload_tickets t
       where t.upload_id = p_player_id and t.created_at > now() - c_window) >= c_player_per_hour then
    raise exception 'Too many uploads for this player in the last hour'
      using errcode = 'PT429', hint = 'player-hourly-limit',
            detail = format('At most %s uploads an hour per player.', c_player_per_hour);
  end if;
  select * into k from private.new_photo_keys(p_player_id);
  return query
    insert into public.upload_tickets (upload_id, photo_key, thumb_key, expires_at, event_name, team, player_name)
    values (p_player_id, k.photo_key, k.thumb_key, now() + interval '30 minutes', r.event_name, r.team, r.player_name)
    returning id, upload_tickets.photo_key, upload_tickets.thumb_key;
end $$;

-- Every event for the admin area: open first, then draft, closed, archived; the latest first
-- within each. updated_at is what admin_update_event compares.
create function public.admin_events()
returns table (code text, name text, display_name text, short_name text, venue text, start_date date,
               end_date date, upload_deadline timestamptz, time_zone text, state text, contact_email text,
               uploads_open boolean, consent_required boolean, created_at timestamptz, updated_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select e.code, e.name, e.display_name, e.short_name, e.venue, e.start_date, e.end_date, e.upload_deadline,
           e.time_zone, e.state, e.contact_email, private.uploads_open(e), e.consent_required, e.created_at,
           e.updated_at
      from public.events e
     order by case e.state when 'open' then 0 when 'draft' then 1 when 'closed' then 2 else 3 end,
              e.start_date desc nulls last, e.code;
end $$;

-- A new event, in draft until an admin opens it. The code is the URL slug (lower-case letters,
-- digits, dashes); the event's name in the data is its short name (spec: short name = db name),
-- or the upper-cased code when none is given, and never changes afterwards.
create function public.admin_create_event(
  p_code text, p_display_name text, p_short_name text default null, p_venue text default '',
  p_start_date date default null, p_end_date date default null, p_upload_deadline timestamptz default null,
  p_time_zone text default 'UTC', p_contact_email text default null)
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
                             time_zone, state, contact_email)
  values (v_code, v_name, f.display_name, v_name, f.venue, p_start_date, p_end_date, p_upload_deadline,
          f.time_zone, 'draft', f.contact_email);
  return v_code;
end $$;

-- Edits what the admin's form showed; refused (event-changed) if the event changed since.
-- Every field is set as given (a field left out is cleared: the defaults exist so a JSON null
-- can be sent as "no value"). Answers the new updated_at for the next edit.
create function public.admin_update_event(
  p_code text, p_seen_updated_at timestamptz, p_display_name text, p_short_name text default null,
  p_venue text default '', p_start_date date default null, p_end_date date default null,
  p_upload_deadline timestamptz default null, p_time_zone text default 'UTC', p_contact_email text default null)
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
  update public.events e
     set display_name = f.display_name, short_name = coalesce(f.short_name, ev.name), venue = f.venue,
         start_date = p_start_date, end_date = p_end_date, upload_deadline = p_upload_deadline,
         time_zone = f.time_zone, contact_email = f.contact_email
   where e.code = ev.code
  returning * into ev;
  return ev.updated_at;
end $$;

-- Moves an event between draft, open, closed and archived (any way: reopening is closed → open),
-- if its state is still the one the admin saw.
create function public.admin_set_event_state(p_code text, p_state text, p_seen_state text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  ev public.events;
begin
  perform private.require_admin();
  if p_state is null or p_state not in ('draft', 'open', 'closed', 'archived') then
    perform private.raise_event('Unknown event state', 'event-state-invalid');
  end if;
  select * into ev from public.events e where e.code = lower(btrim(p_code)) for update;
  if not found then
    perform private.raise_event('This event does not exist', 'event-not-found', 'PT404');
  end if;
  if ev.state is distinct from p_seen_state then
    perform private.raise_event('This event changed since you opened the page', 'event-changed', 'PT409');
  end if;
  if ev.state <> p_state then
    update public.events e set state = p_state where e.code = ev.code;
  end if;
end $$;

revoke all on function public.list_open_events(), public.team_link(text, text),
  public.team_roster(text, text), public.begin_upload(text, text, bigint) from public;
grant execute on function public.list_open_events(), public.team_link(text, text),
  public.team_roster(text, text), public.begin_upload(text, text, bigint) to anon, authenticated;

revoke all on function public.admin_events(),
  public.admin_create_event(text, text, text, text, date, date, timestamptz, text, text),
  public.admin_update_event(text, timestamptz, text, text, text, date, date, timestamptz, text, text),
  public.admin_set_event_state(text, text, text)
  from public, anon;
grant execute on function public.admin_events(),
  public.admin_create_event(text, text, text, text, date, date, timestamptz, text, text),
  public.admin_update_event(text, timestamptz, text, text, text, date, date, timestamptz, text, text),
  public.admin_set_event_state(text, text, text)
  to authenticated;

revoke all on function private.reserved_event_codes(), private.uploads_open(public.events),
  private.event_public(public.events), private.raise_event(text, text, text), private.is_time_zone(text),
  private.check_event_fields(text, text, text, date, date, text, text), private.events_before_insert(),
  private.events_before_update(), private.event_fields(public.events)
  from public, anon, authenticated;

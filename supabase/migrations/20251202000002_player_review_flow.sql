-- The player's side of review and versions: the roster says where each photo stands (submitted,
-- approved, retake requested with a reason), an approved photo can't be replaced with the team
-- link, consent is recorded with the version, and a player removed meanwhile is told so.

-- The consent a team page shows before the upload (events are public anyway).
create function public.event_consent(p_event text)
returns table (required boolean, text_en text, text_es text)
language sql stable security definer set search_path = '' as $$
  select e.consent_required, e.consent_text_en, e.consent_text_es from public.events e where e.name = p_event
$$;

-- A row of a team's roster as the player's page shows it.
create type public.roster_player as (
  id bigint, player_name text, upload_status boolean, photo_url text, photo_path text, thumb_path text,
  updated_at timestamptz, review_state text, retake_reason text, retake_note text);

create function private.roster_player(p_row public.event_uploads) returns public.roster_player
language sql stable security definer set search_path = '' as $$
  select p_row.id, p_row.player_name, p_row.upload_status, p_row.photo_url, p_row.photo_path, p_row.thumb_path,
         p_row.updated_at,
         case when p_row.photo_path is null then null else coalesce(v.review_state, 'submitted') end,
         v.retake_reason, v.retake_note
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$$;

create function private.is_approved(p_photo_path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_photo_path is not null and exists (
    select 1 from public.photo_versions v where v.photo_path = p_photo_path and v.review_state = 'approved')
$$;

create function private.raise_player_gone() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'Player not found in this team' using errcode = 'PT404', hint = 'player-removed';
end $$;

create function private.raise_photo_approved() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'This photo was approved and can no longer be replaced with the team link'
    using errcode = 'PT409', hint = 'photo-approved';
end $$;

drop function public.team_roster(text, text);
create function public.team_roster(p_event text, p_code text)
returns setof public.roster_player
language plpgsql stable security definer set search_path = '' as $$
declare
  v_team text := private.team_for_code(p_event, p_code);
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  return query
    select (private.roster_player(u)).*
      from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(v_team)
     order by u.player_name, u.id;
end $$;

-- Step 1 of a player's upload (caps as in 20251201000002_upload_caps.sql), now refusing an
-- approved photo before any byte is sent, and remembering whose ticket it is.
create or replace function public.begin_upload(p_event text, p_code text, p_player_id bigint)
returns table (ticket uuid, photo_key text, thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  c_team_per_hour constant integer := 60;
  c_player_per_hour constant integer := 12;
  c_window constant interval := interval '1 hour';
  v_team text := private.team_for_code(p_event, p_code);
  r public.event_uploads;
  k record;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
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

-- Step 2: both objects are stored; record the version (with the consent given) and make it the
-- player's photo. The previous photo stays as a version.
drop function public.finish_upload(text, text, uuid);
create function public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean default false)
returns setof public.roster_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_team text := private.team_for_code(p_event, p_code);
  t public.upload_tickets;
  old public.event_uploads;
  ev public.events;
  r public.event_uploads;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  select * into t from public.upload_tickets x where x.id = p_ticket for update;
  if not found or t.expires_at <= now() then
    raise exception 'Upload ticket expired; please upload again' using errcode = 'PT410';
  end if;
  select * into old from public.event_uploads u
    where u.id = t.upload_id and u.event_name = p_event and lower(u.team) = lower(v_team) for update;
  if not found then
    perform private.raise_player_gone();
  end if;
  if t.used_at is not null then
    -- a retried request whose first attempt went through: answer the same, change nothing
    if old.photo_path = t.photo_key then
      return query select (private.roster_player(old)).*;
      return;
    end if;
    raise exception 'Upload ticket already used' using errcode = 'PT409';
  end if;
  if private.is_approved(old.photo_path) then
    perform private.raise_photo_approved();
  end if;
  if not private.object_exists(t.photo_key) or not private.object_exists(t.thumb_key) then
    raise exception 'Photo not stored yet' using errcode = 'PT409';
  end if;
  select * into ev from public.events e where e.name = p_event;
  if ev.consent_required and p_consent is not true then
    raise exception 'Consent is required before uploading' using errcode = 'PT422', hint = 'consent-required';
  end if;

  update public.upload_tickets x set used_at = now() where x.id = t.id;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, consent_text, consented_at)
  values (old.id, old.event_name, old.team, old.player_name, t.photo_key, t.thumb_key,
          private.object_size(t.photo_key), 'team-link',
          case when ev.consent_required then ev.consent_text_en end,
          case when ev.consent_required then now() end);
  perform set_config('portal.actor', 'team-link', true);
  update public.event_uploads u
     set upload_status = true, photo_url = private.public_photo_url(t.photo_key), photo_path = t.photo_key,
         thumb_path = t.thumb_key, thumb_url = private.public_photo_url(t.thumb_key), updated_at = now()
   where u.id = old.id
  returning * into r;
  perform set_config('portal.actor', '', true);
  return query select (private.roster_player(r)).*;
end $$;

revoke all on function public.event_consent(text), public.team_roster(text, text),
  public.finish_upload(text, text, uuid, boolean) from public;
grant execute on function public.event_consent(text), public.team_roster(text, text),
  public.finish_upload(text, text, uuid, boolean) to anon, authenticated;
revoke all on function private.roster_player(public.event_uploads), private.is_approved(text),
  private.raise_player_gone(), private.raise_photo_approved() from public, anon, authenticated;

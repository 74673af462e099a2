-- A function returning a row, expanded with `(f(x)).*`, runs once per column: roster_player (ten
-- columns, each a lookup of the photo's version) ran ten times for every player in team_roster
-- and in finish_upload's answer. `select * from f(x)` runs it once. Same results; in a burst of
-- uploads each finish_upload does nine lookups fewer. finish_upload's 'Photo not stored yet' gains
-- a hint, 'photo-not-stored': an object's row commits without its own flush (the local backend's
-- storage), and one lost in a crash makes the player's phone start the upload again by itself.
-- finish_upload is otherwise as in 20251207000001_photo_checks.sql (a function changes only with
-- its whole body).
create or replace function public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean default false,
                                     p_consent_lang text default 'en', p_findings text[] default null)
returns setof public.roster_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_team text := private.team_for_code(p_event, p_code);
  v_findings text[] := private.clean_findings(p_findings);
  t public.upload_tickets;
  old public.event_uploads;
  ev public.events;
  r public.event_uploads;
  v_version bigint;
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
      return query select * from private.roster_player(old);
      return;
    end if;
    raise exception 'Upload ticket already used' using errcode = 'PT409';
  end if;
  if private.is_approved(old.photo_path) then
    perform private.raise_photo_approved();
  end if;
  if not private.object_exists(t.photo_key) or not private.object_exists(t.thumb_key) then
    raise exception 'Photo not stored yet' using errcode = 'PT409', hint = 'photo-not-stored';
  end if;
  select * into ev from public.events e where e.name = p_event;
  if ev.consent_required and p_consent is not true then
    raise exception 'Consent is required before uploading' using errcode = 'PT422', hint = 'consent-required';
  end if;

  update public.upload_tickets x set used_at = now() where x.id = t.id;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, consent_text, consented_at, findings)
  values (old.id, old.event_name, old.team, old.player_name, t.photo_key, t.thumb_key,
          private.object_size(t.photo_key), 'team-link',
          case when ev.consent_required then
            case when p_consent_lang = 'es' then ev.consent_text_es else ev.consent_text_en end end,
          case when ev.consent_required then now() end, v_findings)
  returning id into v_version;
  perform set_config('portal.actor', 'team-link', true);
  update public.event_uploads u
     set upload_status = true, photo_url = private.public_photo_url(t.photo_key), photo_path = t.photo_key,
         thumb_path = t.thumb_key, thumb_url = private.public_photo_url(t.thumb_key), updated_at = now()
   where u.id = old.id
  returning * into r;
  perform set_config('portal.actor', '', true);
  -- Every check ran and passed, and the event approves such photos: the trail shows the system
  -- approving it (an update, so the audit trigger records it).
  if ev.auto_approve and v_findings = '{}' then
    update public.photo_versions x set review_state = 'approved', auto_approved = true, reviewed_at = now()
     where x.id = v_version;
  end if;
  return query select * from private.roster_player(r);
end $$;

-- As in 20251205000001_events_as_data.sql, with roster_player run once per player.
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
    select p.*
      from public.event_uploads u, lateral private.roster_player(u) p
     where u.event_name = p_event and lower(u.team) = lower(v_team)
     order by u.player_name, u.id;
end $$;

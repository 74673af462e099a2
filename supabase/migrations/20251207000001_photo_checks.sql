-- Photo checks feed the review (issue 14): each stored version keeps what the face check found
-- on the phone (or on the organizer's computer for an admin upload), and an event may approve
-- a player's photo at once when every check passed, the organizer still able to undo it.
--
-- The checks run in the uploader's browser, so their findings are the uploader's word: a
-- modified client can claim anything. That is why automatic approval is off by default, why it
-- never locks the player out (a human approval does; an automatic one doesn't), and why the
-- organizer can send any approved photo back to review.

-- What the browser's checks can find (src/lib/face/framing.ts, PHOTO_FINDINGS).
create function private.photo_finding_codes() returns text[]
language sql immutable set search_path = '' as $$
  select array['no-face', 'several-faces', 'face-small', 'face-cut', 'dark', 'blurry']
$$;

-- null: no check ran (an older app, a browser that couldn't, the seed); '{}': every check passed.
alter table public.photo_versions
  -- (the codes are spelled out: a check constraint runs as whoever writes the row)
  add column findings text[] check (findings <@ array['no-face', 'several-faces', 'face-small', 'face-cut', 'dark', 'blurry']),
  -- approved by the event's rule, not by a person (review_state = 'approved')
  add column auto_approved boolean not null default false,
  add constraint photo_versions_auto_approved_check check (not auto_approved or review_state = 'approved');

alter table public.events
  add column auto_approve boolean not null default false;

-- Known codes only, each once, in a stable order; null stays null (no check ran).
create function private.clean_findings(p_findings text[]) returns text[]
language plpgsql immutable set search_path = '' as $$
begin
  if p_findings is null then
    return null;
  end if;
  if not (p_findings <@ private.photo_finding_codes()) or array_position(p_findings, null) is not null then
    raise exception 'Unknown photo check finding' using errcode = '22023', hint = 'unknown-finding';
  end if;
  return array(select distinct f from unnest(p_findings) f order by f);
end $$;

-- Only a person's approval closes the photo to the team link.
create or replace function private.is_approved(p_photo_path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_photo_path is not null and exists (
    select 1 from public.photo_versions v
     where v.photo_path = p_photo_path and v.review_state = 'approved' and not v.auto_approved)
$$;

-- The player sees an automatic approval as what it is for them: submitted, still theirs to change.
create or replace function private.roster_player(p_row public.event_uploads) returns public.roster_player
language sql stable security definer set search_path = '' as $$
  select p_row.id, p_row.player_name, p_row.upload_status, p_row.photo_url, p_row.photo_path, p_row.thumb_path,
         p_row.updated_at,
         case when p_row.photo_path is null then null
              when v.auto_approved then 'submitted'
              else coalesce(v.review_state, 'submitted') end,
         v.retake_reason, v.retake_note
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$$;

-- The admin's row gains the current version's findings and whether its approval was automatic.
-- (A composite type gains attributes in place; the functions returning it are unchanged.)
alter type public.admin_player add attribute findings text[], add attribute auto_approved boolean;

create or replace function private.admin_player(p_row public.event_uploads) returns public.admin_player
language sql stable security definer set search_path = '' as $$
  select p_row.id, p_row.event_name, p_row.team, p_row.player_name, p_row.upload_status, p_row.photo_url,
         p_row.photo_path, p_row.thumb_path, p_row.thumb_url, p_row.updated_at, p_row.created_at,
         coalesce(v.review_state, case when p_row.photo_path is not null then 'submitted' end),
         v.retake_reason, v.retake_note,
         (select count(*)::integer from public.photo_versions x where x.upload_id = p_row.id),
         v.findings, coalesce(v.auto_approved, false)
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$$;

-- A player's upload, now with the findings of the checks on the square they chose.
drop function public.finish_upload(text, text, uuid, boolean, text);
create function public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean default false,
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
  return query select (private.roster_player(r)).*;
end $$;

-- An admin's upload (approved: their own photo needs no review), with its checks' findings.
drop function public.set_player_photo(bigint, text, text, text);
create function public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text,
                                        p_findings text[] default null)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_findings text[] := private.clean_findings(p_findings);
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if not private.object_exists(p_photo_path) or not private.object_exists(p_thumb_path) then
    raise exception 'Photo not stored' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.photo_versions v where v.photo_path = p_photo_path) then
    raise exception 'This photo is already recorded' using errcode = 'PT409';
  end if;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, review_state, reviewed_at, findings)
  values (r.id, r.event_name, r.team, r.player_name, p_photo_path, p_thumb_path, private.object_size(p_photo_path),
          'admin', 'approved', now(), v_findings);
  r := private.make_current(r.id, p_photo_path, p_thumb_path);
  return query select (private.admin_player(r)).*;
end $$;

-- Review decisions, now also 'undo-approval': an automatically approved photo goes back to the
-- review queue, and to the player's hands. A person's approval clears the automatic mark.
create or replace function public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text,
                                               p_reason text default null, p_note text default null)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
  v public.photo_versions;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if r.photo_path is null then
    raise exception 'This player has no photo to review' using errcode = 'PT409', hint = 'photo-changed';
  end if;
  v := private.ensure_version(r);
  if p_decision = 'approve' then
    update public.photo_versions x set review_state = 'approved', auto_approved = false, retake_reason = null,
                                       retake_note = null, reviewed_at = now()
     where x.id = v.id;
  elsif p_decision = 'retake' then
    if p_reason is null or p_reason not in ('face-not-visible', 'not-portrait', 'blurry', 'too-dark', 'wrong-person', 'other') then
      raise exception 'Choose a reason for the retake' using errcode = '22023', hint = 'retake-reason';
    end if;
    update public.photo_versions x set review_state = 'retake', auto_approved = false, retake_reason = p_reason,
                                       retake_note = nullif(left(btrim(coalesce(p_note, '')), 500), ''), reviewed_at = now()
     where x.id = v.id;
  elsif p_decision = 'undo-approval' then
    if v.review_state <> 'approved' or not v.auto_approved then
      -- What the organizer saw was an automatic approval; it isn't one any more (undone, or a
      -- person approved it meanwhile: that approval is theirs, not the rule's, and stays).
      perform private.raise_photo_changed();
    end if;
    update public.photo_versions x set review_state = 'submitted', auto_approved = false, reviewed_at = null
     where x.id = v.id;
  else
    raise exception 'Unknown review decision' using errcode = '22023';
  end if;
  return query select (private.admin_player(r)).*;
end $$;

-- The trail says who approved (the system, for an automatic approval) and names an undo.
alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'add-player', 'remove-player', 'rename', 'upload', 'replace', 'delete-photo', 'restore',
  'approve', 'request-retake', 'undo-approval', 'purge', 'add-team', 'regenerate-code', 'consent-changed',
  'event-created', 'event-changed', 'event-state'));

create or replace function private.photo_versions_changed() returns trigger
language plpgsql volatile security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform private.audit(old.event_name, old.team, old.upload_id, old.player_name, 'purge',
                          jsonb_build_object('photo_path', old.photo_path, 'created_at', old.created_at), null);
  elsif new.review_state is distinct from old.review_state and new.review_state in ('approved', 'retake') then
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name,
                          case new.review_state when 'approved' then 'approve' else 'request-retake' end,
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path,
                                             'reason', new.retake_reason, 'note', new.retake_note,
                                             'automatic', new.auto_approved, 'findings', to_jsonb(new.findings)));
  elsif new.review_state = 'approved' and old.auto_approved and not new.auto_approved then
    -- a person approves what the rule had: from now on it locks the team link
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name, 'approve',
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path, 'automatic', true),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path,
                                             'automatic', false, 'findings', to_jsonb(new.findings)));
  elsif old.review_state = 'approved' and new.review_state = 'submitted' then
    perform private.audit(new.event_name, new.team, new.upload_id, new.player_name, 'undo-approval',
                          jsonb_build_object('review_state', old.review_state, 'photo_path', old.photo_path,
                                             'automatic', old.auto_approved),
                          jsonb_build_object('review_state', new.review_state, 'photo_path', new.photo_path));
  end if;
  return null;
end $$;

-- The event's rule, beside its other settings (the events trail records its changes).
create or replace function private.event_fields(p_event public.events) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'display_name', p_event.display_name, 'short_name', p_event.short_name, 'venue', p_event.venue,
    'start_date', p_event.start_date, 'end_date', p_event.end_date, 'upload_deadline', p_event.upload_deadline,
    'time_zone', p_event.time_zone, 'contact_email', p_event.contact_email, 'auto_approve', p_event.auto_approve)
$$;

-- `p_seen`: the setting as the organizer's dialog showed it; another organizer's change since is
-- never overwritten unseen.
create function public.set_event_auto_approve(p_event text, p_on boolean, p_seen boolean)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_now boolean;
begin
  perform private.require_admin();
  if p_on is null or p_seen is null then
    raise exception 'Say whether photos are approved automatically' using errcode = '22023';
  end if;
  select e.auto_approve into v_now from public.events e where e.name = p_event for update;
  if not found then
    raise exception 'Unknown event' using errcode = 'PT404', hint = 'event-not-found';
  end if;
  if v_now is distinct from p_seen then
    raise exception 'This event changed since you opened the page' using errcode = 'PT409', hint = 'event-changed';
  end if;
  update public.events e set auto_approve = p_on where e.name = p_event;
  return p_on;
end $$;

create function public.event_auto_approve(p_event text)
returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return (select e.auto_approve from public.events e where e.name = p_event);
end $$;

revoke all on function private.photo_finding_codes(), private.clean_findings(text[]) from public, anon, authenticated;
revoke all on function public.finish_upload(text, text, uuid, boolean, text, text[]) from public;
grant execute on function public.finish_upload(text, text, uuid, boolean, text, text[]) to anon, authenticated;
revoke all on function public.set_player_photo(bigint, text, text, text, text[]),
  public.set_event_auto_approve(text, boolean, boolean), public.event_auto_approve(text) from public, anon;
grant execute on function public.set_player_photo(bigint, text, text, text, text[]),
  public.set_event_auto_approve(text, boolean, boolean), public.event_auto_approve(text) to authenticated;

-- Fixes from a second read of the review/versions migrations (applied ones are never edited):
-- - a team-link upload without consent (refused at finish, or never finished) can't be restored
--   as the player's photo while the event asks for consent;
-- - the version records the consent text in the language the player read (p_consent_lang);
-- - a team's audit trail shows the event's consent changes too (they belong to no team).

drop function public.finish_upload(text, text, uuid, boolean);
create function public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean default false,
                                     p_consent_lang text default 'en')
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
          case when ev.consent_required then
            case when p_consent_lang = 'es' then ev.consent_text_es else ev.consent_text_en end end,
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

create or replace function public.restore_photo_version(p_version_id bigint, p_seen_photo_path text)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v public.photo_versions;
  r public.event_uploads;
begin
  perform private.require_admin();
  select * into v from public.photo_versions x where x.id = p_version_id for update;
  if not found then
    raise exception 'This version no longer exists' using errcode = 'PT404', hint = 'version-gone';
  end if;
  if v.upload_id is null then
    raise exception 'The player of this version was removed' using errcode = 'PT409', hint = 'player-removed';
  end if;
  -- A photo the player never consented to (an upload refused or abandoned before its finish)
  -- can't become their photo while the event asks for consent.
  if v.source = 'team-link' and v.consented_at is null
     and (select e.consent_required from public.events e where e.name = v.event_name) then
    raise exception 'This photo was uploaded without the player''s consent' using errcode = 'PT409', hint = 'consent-missing';
  end if;
  if v.thumb_path is null or not private.object_exists(v.photo_path) or not private.object_exists(v.thumb_path) then
    raise exception 'This version''s files are not complete' using errcode = 'PT409', hint = 'version-incomplete';
  end if;
  r := private.lock_player_seen(v.upload_id, p_seen_photo_path);
  if r.photo_path = v.photo_path then
    return query select (private.admin_player(r)).*;
    return;
  end if;
  if v.review_state = 'retake' then
    update public.photo_versions x set review_state = 'submitted', retake_reason = null, retake_note = null,
                                       reviewed_at = null
     where x.id = v.id;
  end if;
  update public.photo_versions x set abandoned = false where x.id = v.id and x.abandoned;
  perform set_config('portal.photo_action', 'restore', true);
  r := private.make_current(r.id, v.photo_path, v.thumb_path);
  perform set_config('portal.photo_action', '', true);
  return query select (private.admin_player(r)).*;
end $$;

create or replace function public.team_audit(p_event text, p_team text, p_before_id bigint default null, p_limit integer default 200)
returns table (id bigint, at timestamptz, action text, actor text, upload_id bigint, player_name text,
               before jsonb, after jsonb)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select a.id, a.at, a.action, a.actor, a.upload_id, a.player_name, a.before, a.after
      from public.audit_log a
     where a.event_name = p_event
       and (lower(a.team) = lower(btrim(p_team)) or (a.team is null and a.action = 'consent-changed'))
       and (p_before_id is null or a.id < p_before_id)
     order by a.id desc
     limit least(greatest(coalesce(p_limit, 200), 1), 1000);
end $$;

revoke all on function public.finish_upload(text, text, uuid, boolean, text) from public;
grant execute on function public.finish_upload(text, text, uuid, boolean, text) to anon, authenticated;

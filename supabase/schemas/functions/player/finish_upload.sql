-- public.finish_upload: a team link's last step (anon): with both objects of the ticket stored,
-- makes them the player's current photo, keeps the version with the consent given, and answers
-- the player's roster row. A retry of a finished ticket answers the same and changes nothing.
-- p_master_square: where the player's square lies in the head-and-shoulders master, when the
-- master was stored under the ticket's master key before finishing; recorded only when both are
-- there. Today's phone finishes with the square alone and sends the master afterwards
-- (attach_upload_master), so the player does not wait for it; pages loaded before still send it here.

CREATE FUNCTION public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean DEFAULT false, p_consent_lang text DEFAULT 'en'::text, p_findings text[] DEFAULT NULL::text[], p_master_square integer[] DEFAULT NULL::integer[]) RETURNS SETOF public.roster_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_team text := private.team_for_code(p_event, p_code);
  v_findings text[] := private.clean_findings(p_findings);
  t public.upload_tickets;
  old public.event_uploads;
  ev public.events;
  r public.event_uploads;
  v_version bigint;
  v_master text;
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
  -- an upload begun before the event closed (archived, back to draft, past its deadline) does
  -- not finish after it (one begun before the link's code changed can't: its ticket expired then)
  select * into ev from public.events e where e.name = p_event;
  if not found or not private.uploads_open(ev) then
    raise exception 'Uploads are closed for this event' using errcode = 'PT403', hint = 'uploads-closed';
  end if;
  if private.is_approved(old.photo_path) then
    perform private.raise_photo_approved();
  end if;
  if not private.object_exists(t.photo_key) or not private.object_exists(t.thumb_key) then
    raise exception 'Photo not stored yet' using errcode = 'PT409', hint = 'photo-not-stored';
  end if;
  if ev.consent_required and p_consent is not true then
    raise exception 'Consent is required before uploading' using errcode = 'PT422', hint = 'consent-required';
  end if;
  if p_master_square is not null and t.master_key is not null and private.object_exists(t.master_key) then
    if cardinality(p_master_square) <> 4 or array_position(p_master_square, null) is not null
       or p_master_square[1] < 0 or p_master_square[2] < 0 or p_master_square[3] <= 0 or p_master_square[4] <= 0 then
      raise exception 'The square inside the master must be x, y, width and height' using errcode = '22023';
    end if;
    v_master := t.master_key;
  end if;

  update public.upload_tickets x set used_at = now() where x.id = t.id;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, consent_text, consented_at, findings, master_path, master_square)
  values (old.id, old.event_name, old.team, old.player_name, t.photo_key, t.thumb_key,
          private.object_size(t.photo_key), 'team-link',
          case when ev.consent_required then
            case when p_consent_lang = 'es' then ev.consent_text_es else ev.consent_text_en end end,
          case when ev.consent_required then now() end, v_findings,
          v_master, case when v_master is not null then p_master_square end)
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

REVOKE ALL ON FUNCTION public.finish_upload(text, text, uuid, boolean, text, text[], integer[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean, p_consent_lang text, p_findings text[], p_master_square integer[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean, p_consent_lang text, p_findings text[], p_master_square integer[]) TO anon;
GRANT ALL ON FUNCTION public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean, p_consent_lang text, p_findings text[], p_master_square integer[]) TO authenticated;
GRANT ALL ON FUNCTION public.finish_upload(p_event text, p_code text, p_ticket uuid, p_consent boolean, p_consent_lang text, p_findings text[], p_master_square integer[]) TO service_role;

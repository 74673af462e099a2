-- Four findings of the second attack (issue 30), each closed in SQL.
--
-- 1. Bulk approval is a person's approval: approve_photos now also takes over a version the event
--    approved automatically (clearing its mark, so it locks the team link), as review_photo's
--    'approve' does. Before, it skipped such versions, left them open to the team link and still
--    answered them as approved.
-- 2. An upload begun before its event closed does not finish after it: finish_upload and the
--    storage policy's ticket check ask whether the event takes uploads now (open, before its
--    deadline). A new code for a team ends the uploads begun with the old one: their tickets
--    expire at once (what was stored under them is kept, as any expired ticket's is).
-- 3. Player and team names hold no line breaks or other control characters (they are pasted into
--    the team's reminder text): add, rename and add_team refuse them with a clear message, a
--    roster import turns them into spaces, and a check on the tables holds for every other writer
--    (an admin's table write, an import). Names that have them are cleaned once here.
-- 4. resolve_team no longer confirms a code for a draft or archived event (team_roster and
--    team_link already keep those to themselves).

-- 1
create or replace function public.approve_photos(p_ids bigint[], p_seen_photo_paths text[])
returns setof bigint
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if coalesce(array_length(p_ids, 1), 0) <> coalesce(array_length(p_seen_photo_paths, 1), 0) then
    raise exception 'Each player needs the photo seen' using errcode = '22023';
  end if;
  return query
    with seen as (
      select s.pid, s.path from unnest(p_ids, p_seen_photo_paths) as s(pid, path)
    ), locked as (
      select u.id, u.photo_path from public.event_uploads u join seen on seen.pid = u.id and seen.path = u.photo_path
       for update of u
    ), done as (
      update public.photo_versions v set review_state = 'approved', auto_approved = false, retake_reason = null,
                                         retake_note = null, reviewed_at = now()
        from locked where v.photo_path = locked.photo_path and (v.review_state <> 'approved' or v.auto_approved)
      returning locked.id
    )
    select l.id from locked l;
end $$;

-- 2
create or replace function private.ticket_allows_key(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.upload_tickets t
      join public.events e on e.name = t.event_name
    where (t.photo_key = p_name or t.thumb_key = p_name)
      and t.used_at is null and t.expires_at > now()
      and private.uploads_open(e)
  )
$$;

create or replace function public.regenerate_team_code(p_event text, p_team text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_code text := private.random_code();
begin
  perform private.require_admin();
  update public.team_access t set code = v_code
   where t.event_name = p_event and lower(t.team) = lower(btrim(p_team));
  if not found then
    if not exists (select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))) then
      raise exception 'Team not found' using errcode = 'PT404';
    end if;
    insert into public.team_access (event_name, team, code)
    select p_event, u.team, v_code from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(btrim(p_team)) limit 1;
  end if;
  -- uploads begun with the old link end here: their tickets store nothing more
  update public.upload_tickets x set expires_at = now()
   where x.event_name = p_event and lower(x.team) = lower(btrim(p_team)) and x.used_at is null and x.expires_at > now();
  return v_code;
end $$;

-- As in 20251209000003_roster_player_once.sql, with the event's state asked after the ticket's.
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


-- 3
create or replace function private.check_player_name(p_name text, p_blank_text text, p_event text, p_team text,
                                          p_except_id bigint, p_allow_duplicate boolean) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  if v_name = '' or v_name is null then
    raise exception '%', p_blank_text using errcode = '22023';
  end if;
  if v_name ~ '[[:cntrl:]]' then
    raise exception 'Player names can''t contain line breaks or other control characters' using errcode = '22023', hint = 'name-control-characters';
  end if;
  if length(v_name) > 120 then
    raise exception 'Player names can have at most 120 characters' using errcode = '22023', hint = 'name-too-long';
  end if;
  if not p_allow_duplicate and exists (
       select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
          and u.id is distinct from p_except_id and lower(u.player_name) = lower(v_name)) then
    raise exception 'This team already has a player with this name' using errcode = 'PT409', hint = 'duplicate-name';
  end if;
  return v_name;
end $$;


create or replace function public.add_team(p_event text, p_team text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_team text := btrim(p_team);
  v_code text := private.random_code();
begin
  perform private.require_admin();
  if v_team = '' or v_team is null then
    raise exception 'Please enter a team name' using errcode = '22023';
  end if;
  if v_team ~ '[[:cntrl:]]' then
    raise exception 'Team names can''t contain line breaks or other control characters' using errcode = '22023', hint = 'name-control-characters';
  end if;
  if length(v_team) > 80 then
    raise exception 'Team names can have at most 80 characters' using errcode = '22023';
  end if;
  if exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)) then
    raise exception 'A team with this name already exists' using errcode = '23505';
  end if;
  insert into public.team_access (event_name, team, code) values (p_event, v_team, v_code);
  return v_code;
end $$;


create or replace function public.import_roster(p_event text, p_rows jsonb, p_apply boolean)
returns table (line integer, team text, player_name text, status text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  r record;
  seen text[] := '{}';
  new_teams text[] := '{}';
  k text;
  v_team text;
  v_name text;
  v_status text;
begin
  perform private.require_admin();
  if not exists (select 1 from public.events e where e.name = p_event) then
    raise exception 'Unknown event' using errcode = 'PT404';
  end if;
  for r in select (x.ordinality)::integer as n, x.value as v
             from jsonb_array_elements(coalesce(p_rows, '[]'::jsonb)) with ordinality x loop
    -- a line break inside a quoted CSV cell (or a tab, any control character) becomes a space
    v_team := btrim(regexp_replace(coalesce(r.v ->> 'team', ''), '[[:cntrl:]]+', ' ', 'g'));
    v_name := btrim(regexp_replace(coalesce(r.v ->> 'player_name', ''), '[[:cntrl:]]+', ' ', 'g'));
    k := lower(v_team) || chr(31) || lower(v_name);
    -- an existing team keeps its stored spelling
    v_team := coalesce(
      (select t.team from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)),
      (select u.team from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team) limit 1),
      v_team);
    if v_team = '' or v_name = '' then
      v_status := 'blank';
    elsif length(v_team) > 80 or length(v_name) > 120 then
      v_status := 'too-long';
    elsif k = any(seen) then
      v_status := 'duplicate';
    elsif exists (select 1 from public.event_uploads u where u.event_name = p_event
                  and lower(u.team) = lower(v_team) and lower(u.player_name) = lower(v_name)) then
      v_status := 'exists';
    elsif not exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team))
          and not exists (select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team))
          and not lower(v_team) = any(new_teams) then
      v_status := 'new-team';
      new_teams := new_teams || lower(v_team);
    else
      v_status := 'add';
    end if;
    if v_status not in ('blank', 'too-long') then
      seen := seen || k;
    end if;
    if p_apply and v_status in ('add', 'new-team') then
      if v_status = 'new-team' then
        insert into public.team_access (event_name, team, code) values (p_event, v_team, private.random_code());
      end if;
      insert into public.event_uploads (event_name, team, player_name) values (p_event, v_team, v_name);
    end if;
    return query select r.n, v_team, v_name, v_status;
  end loop;
end $$;


update public.event_uploads u set player_name = btrim(regexp_replace(u.player_name, '[[:cntrl:]]+', ' ', 'g'))
 where u.player_name ~ '[[:cntrl:]]';
update public.event_uploads u set team = btrim(regexp_replace(u.team, '[[:cntrl:]]+', ' ', 'g'))
 where u.team ~ '[[:cntrl:]]';
update public.team_access t set team = btrim(regexp_replace(t.team, '[[:cntrl:]]+', ' ', 'g'))
 where t.team ~ '[[:cntrl:]]';
alter table public.event_uploads
  add constraint event_uploads_player_name_plain check (player_name !~ '[[:cntrl:]]'),
  add constraint event_uploads_team_plain check (team !~ '[[:cntrl:]]');
alter table public.team_access add constraint team_access_team_plain check (team !~ '[[:cntrl:]]');

-- 4
create or replace function public.resolve_team(p_event text, p_code text) returns text
language sql stable security definer set search_path = '' as $$
  select private.team_for_code(p_event, p_code)
   where exists (select 1 from public.events e where e.name = p_event and e.state in ('open', 'closed'))
$$;

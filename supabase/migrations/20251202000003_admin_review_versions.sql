-- What admins do with photos, now with compare-and-set: each change names the photo (or name) the
-- admin saw, and is refused if the row changed since ('This photo changed since you opened the
-- page'). Nothing here deletes an object: replaced and cleared photos stay versions, restorable
-- in one click, until purge_leftovers frees them.

create function private.raise_photo_changed() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'This photo changed since you opened the page' using errcode = 'PT409', hint = 'photo-changed';
end $$;

create function private.raise_player_changed() returns void
language plpgsql set search_path = '' as $$
begin
  raise exception 'This player changed since you opened the page' using errcode = 'PT409', hint = 'player-changed';
end $$;

-- The player row for a change, locked; refused if its photo isn't the one the admin saw.
create function private.lock_player_seen(p_id bigint, p_seen_photo_path text) returns public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
begin
  select * into r from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404', hint = 'player-removed';
  end if;
  if r.photo_path is distinct from nullif(p_seen_photo_path, '') then
    perform private.raise_photo_changed();
  end if;
  return r;
end $$;

-- Points a row at a stored version (the trigger records it in the audit trail).
create function private.make_current(p_id bigint, p_photo_path text, p_thumb_path text) returns public.event_uploads
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
begin
  update public.event_uploads u
     set upload_status = p_photo_path is not null,
         photo_url = case when p_photo_path is not null then private.public_photo_url(p_photo_path) end,
         photo_path = p_photo_path, thumb_path = p_thumb_path,
         thumb_url = case when p_thumb_path is not null then private.public_photo_url(p_thumb_path) end,
         updated_at = now()
   where u.id = p_id
  returning * into r;
  return r;
end $$;

-- A row of the admin team page: the player, where their photo stands, how many versions exist.
create type public.admin_player as (
  id bigint, event_name text, team text, player_name text, upload_status boolean, photo_url text,
  photo_path text, thumb_path text, thumb_url text, updated_at timestamptz, created_at timestamptz,
  review_state text, retake_reason text, retake_note text, version_count integer);

create function private.admin_player(p_row public.event_uploads) returns public.admin_player
language sql stable security definer set search_path = '' as $$
  select p_row.id, p_row.event_name, p_row.team, p_row.player_name, p_row.upload_status, p_row.photo_url,
         p_row.photo_path, p_row.thumb_path, p_row.thumb_url, p_row.updated_at, p_row.created_at,
         (private.roster_player(p_row)).review_state, (private.roster_player(p_row)).retake_reason,
         (private.roster_player(p_row)).retake_note,
         (select count(*)::integer from public.photo_versions v where v.upload_id = p_row.id)
$$;

drop function public.admin_team_roster(text, text);
create function public.admin_team_roster(p_event text, p_team text)
returns setof public.admin_player
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select (private.admin_player(u)).* from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
     order by u.player_name, u.id;
end $$;

-- An admin's upload or replacement. An admin's own photo needs no review: it is approved.
drop function public.set_player_photo(bigint, text, text);
create function public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
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
                                     source, review_state, reviewed_at)
  values (r.id, r.event_name, r.team, r.player_name, p_photo_path, p_thumb_path, private.object_size(p_photo_path),
          'admin', 'approved', now());
  r := private.make_current(r.id, p_photo_path, p_thumb_path);
  return query select (private.admin_player(r)).*;
end $$;

-- Takes the photo off the player (back to 'No photo'); it stays a version.
drop function public.clear_player_photo(bigint);
create function public.clear_player_photo(p_id bigint, p_seen_photo_path text)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if r.photo_path is null then
    return query select (private.admin_player(r)).*;
    return;
  end if;
  r := private.make_current(r.id, null, null);
  return query select (private.admin_player(r)).*;
end $$;

-- Any version of the player becomes the current photo again. A version whose retake was
-- requested goes back to review; an approved one stays approved.
create function public.restore_photo_version(p_version_id bigint, p_seen_photo_path text)
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

-- Review of the current photo: approve, or request a retake with a reason from the list.
create function public.review_photo(p_id bigint, p_seen_photo_path text, p_decision text,
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
    update public.photo_versions x set review_state = 'approved', retake_reason = null, retake_note = null,
                                       reviewed_at = now()
     where x.id = v.id;
  elsif p_decision = 'retake' then
    if p_reason is null or p_reason not in ('face-not-visible', 'not-portrait', 'blurry', 'too-dark', 'wrong-person', 'other') then
      raise exception 'Choose a reason for the retake' using errcode = '22023', hint = 'retake-reason';
    end if;
    update public.photo_versions x set review_state = 'retake', retake_reason = p_reason,
                                       retake_note = nullif(left(btrim(coalesce(p_note, '')), 500), ''), reviewed_at = now()
     where x.id = v.id;
  else
    raise exception 'Unknown review decision' using errcode = '22023';
  end if;
  return query select (private.admin_player(r)).*;
end $$;

-- Bulk approve: each player is approved only if their photo is still the one the admin saw.
-- Answers the players approved; the others changed meanwhile and are left for a second look.
create function public.approve_photos(p_ids bigint[], p_seen_photo_paths text[])
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
      update public.photo_versions v set review_state = 'approved', retake_reason = null, retake_note = null,
                                         reviewed_at = now()
        from locked where v.photo_path = locked.photo_path and v.review_state <> 'approved'
      returning locked.id
    )
    select l.id from locked l;
end $$;

-- Every version of one player, newest first.
create function public.player_photo_versions(p_id bigint)
returns table (id bigint, photo_path text, thumb_path text, photo_url text, thumb_url text, bytes bigint,
               source text, abandoned boolean, review_state text, retake_reason text, retake_note text,
               reviewed_at timestamptz, consented_at timestamptz, created_at timestamptz, is_current boolean)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  perform private.adopt_abandoned_uploads();
  return query
    select v.id, v.photo_path, v.thumb_path, private.public_photo_url(v.photo_path),
           case when v.thumb_path is not null then private.public_photo_url(v.thumb_path) end, v.bytes,
           v.source, v.abandoned, v.review_state, v.retake_reason, v.retake_note, v.reviewed_at, v.consented_at,
           v.created_at, exists (select 1 from public.event_uploads u where u.id = p_id and u.photo_path = v.photo_path)
      from public.photo_versions v
     where v.upload_id = p_id
     order by v.created_at desc, v.id desc;
end $$;

-- A player name as add and rename take it: trimmed, not blank (each has the spec's own text for
-- that), at most 120 characters, and — unless the admin confirmed — not a name the team has.
create function private.check_player_name(p_name text, p_blank_text text, p_event text, p_team text,
                                          p_except_id bigint, p_allow_duplicate boolean) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_name text := btrim(p_name);
begin
  if v_name = '' or v_name is null then
    raise exception '%', p_blank_text using errcode = '22023';
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

-- Renames compare the name the admin saw.
drop function public.rename_player(bigint, text);
create function public.rename_player(p_id bigint, p_seen_name text, p_name text, p_allow_duplicate boolean default false)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text;
  r public.event_uploads;
begin
  perform private.require_admin();
  select * into r from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404', hint = 'player-removed';
  end if;
  if r.player_name is distinct from p_seen_name then
    perform private.raise_player_changed();
  end if;
  -- the same name in other letter case is this player's own, not a duplicate
  v_name := private.check_player_name(p_name, 'Player name cannot be empty', r.event_name, r.team, r.id, p_allow_duplicate);
  update public.event_uploads u set player_name = v_name, updated_at = now() where u.id = p_id returning * into r;
  return query select (private.admin_player(r)).*;
end $$;

drop function public.add_player(text, text, text);
create function public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean default false)
returns setof public.admin_player
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_name text;
  r public.event_uploads;
begin
  perform private.require_admin();
  v_name := private.check_player_name(p_name, 'Please enter a player name', p_event, p_team, null, p_allow_duplicate);
  insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url)
  values (p_event, btrim(p_team), v_name, false, null)
  returning * into r;
  return query select (private.admin_player(r)).*;
end $$;

-- Removes the player the admin saw. Their photos stay as versions (leftovers of a removed player)
-- until purged: nothing is deleted here.
drop function public.remove_player(bigint);
create function public.remove_player(p_id bigint, p_seen_name text, p_seen_photo_path text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if r.player_name is distinct from p_seen_name then
    perform private.raise_player_changed();
  end if;
  delete from public.event_uploads u where u.id = p_id;
end $$;

-- The dashboard's one query, now with review counts. Complete stays 'every player has a photo'.
drop function public.event_summary(text);
create function public.event_summary(p_event text)
returns table (team text, total integer, uploaded integer, approved integer, needs_review integer,
               retake integer, last_updated timestamptz, access_code text)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    with teams as (
      select t.team as name from public.team_access t where t.event_name = p_event
      union
      select distinct on (lower(u.team)) u.team from public.event_uploads u where u.event_name = p_event
    ),
    named as (
      select distinct on (lower(name)) name from teams order by lower(name), name
    )
    select n.name,
           count(u.id)::integer,
           count(u.id) filter (where u.upload_status)::integer,
           count(u.id) filter (where v.review_state = 'approved')::integer,
           count(u.id) filter (where u.photo_path is not null and coalesce(v.review_state, 'submitted') = 'submitted')::integer,
           count(u.id) filter (where v.review_state = 'retake')::integer,
           max(u.updated_at),
           (select a.code from public.team_access a where a.event_name = p_event and lower(a.team) = lower(n.name))
      from named n
      left join public.event_uploads u on u.event_name = p_event and lower(u.team) = lower(n.name)
      left join public.photo_versions v on v.photo_path = u.photo_path
     group by n.name
     order by n.name;
end $$;

-- One team's audit trail, newest first, a page at a time (PostgREST cuts at 1000 rows).
create function public.team_audit(p_event text, p_team text, p_before_id bigint default null, p_limit integer default 200)
returns table (id bigint, at timestamptz, action text, actor text, upload_id bigint, player_name text,
               before jsonb, after jsonb)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    select a.id, a.at, a.action, a.actor, a.upload_id, a.player_name, a.before, a.after
      from public.audit_log a
     where a.event_name = p_event and lower(a.team) = lower(btrim(p_team))
       and (p_before_id is null or a.id < p_before_id)
     order by a.id desc
     limit least(greatest(coalesce(p_limit, 200), 1), 1000);
end $$;

-- Everything an event stores that is not a player's current photo:
--   replaced        a version of a player that is not the current one
--   removed-player  a version whose player was removed
--   abandoned       an upload never finished (kept as a version)
--   unrecorded      an object under the event's prefix that nothing records
-- `beyond_retention`: not current, not approved, older than the player's 5 newest versions
-- (what a purge of old versions frees without touching anything recent). `current_photo_path`:
-- the player's photo now, which a restore must name (compare-and-set).
create function public.admin_leftover_files(p_event text)
returns table (kind text, version_id bigint, upload_id bigint, team text, player_name text, photo_path text,
               thumb_path text, photo_url text, thumb_url text, bytes bigint, created_at timestamptz,
               review_state text, player_exists boolean, beyond_retention boolean, current_photo_path text,
               current_thumb_path text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_prefix text;
begin
  perform private.require_admin();
  perform private.adopt_abandoned_uploads();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    with ranked as (
      select v.*, row_number() over (partition by v.upload_id order by v.created_at desc, v.id desc) as rn
        from public.photo_versions v where v.event_name = p_event
    )
    select case when v.upload_id is null then 'removed-player' when v.abandoned then 'abandoned' else 'replaced' end,
           v.id, v.upload_id, v.team, coalesce(u.player_name, v.player_name), v.photo_path, v.thumb_path,
           private.public_photo_url(v.photo_path),
           case when v.thumb_path is not null then private.public_photo_url(v.thumb_path) end,
           coalesce(v.bytes, 0) + coalesce(private.object_size(v.thumb_path), 0), v.created_at, v.review_state,
           v.upload_id is not null,
           v.upload_id is not null and v.review_state <> 'approved' and v.rn > 5,
           u.photo_path, u.thumb_path
      from ranked v
      left join public.event_uploads u on u.id = v.upload_id
     where u.photo_path is distinct from v.photo_path
    union all
    select 'unrecorded', null, null, null, null, o.name, null, private.public_photo_url(o.name), null,
           (o.metadata ->> 'size')::bigint, o.created_at, null, false, false, null, null
      from storage.objects o
     where o.bucket_id = 'player-photos' and left(o.name, length(v_prefix)) = v_prefix
       and not private.object_in_use(o.name)
    order by 11 desc;
end $$;

-- Frees leftovers: forgets the versions (never a current one) and answers every object path the
-- caller may now remove through the Storage API (which refuses anything still recorded). Paths
-- of unrecorded objects are answered only if still unrecorded and under the event's prefix.
create function public.purge_leftovers(p_event text, p_version_ids bigint[], p_unrecorded_paths text[])
returns setof text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_prefix text;
begin
  perform private.require_admin();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    with gone as (
      delete from public.photo_versions v
       where v.id = any(coalesce(p_version_ids, '{}')) and v.event_name = p_event
         and not exists (select 1 from public.event_uploads u where u.photo_path = v.photo_path)
      returning v.photo_path, v.thumb_path
    )
    select p from gone, unnest(array[gone.photo_path, gone.thumb_path]) p
     where p is not null and private.object_exists(p)
    union
    select p from unnest(coalesce(p_unrecorded_paths, '{}')) p
     where left(p, length(v_prefix)) = v_prefix and private.object_exists(p) and not private.object_in_use(p);
end $$;

create function public.set_event_consent(p_event text, p_required boolean, p_text_en text, p_text_es text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.require_admin();
  update public.events e
     set consent_required = p_required, consent_text_en = btrim(p_text_en), consent_text_es = btrim(p_text_es)
   where e.name = p_event;
  if not found then
    raise exception 'Unknown event' using errcode = 'PT404';
  end if;
end $$;

revoke all on function
  public.admin_team_roster(text, text), public.set_player_photo(bigint, text, text, text),
  public.clear_player_photo(bigint, text), public.restore_photo_version(bigint, text),
  public.review_photo(bigint, text, text, text, text), public.approve_photos(bigint[], text[]),
  public.player_photo_versions(bigint), public.rename_player(bigint, text, text, boolean),
  public.add_player(text, text, text, boolean), public.remove_player(bigint, text, text),
  public.event_summary(text), public.team_audit(text, text, bigint, integer),
  public.admin_leftover_files(text), public.purge_leftovers(text, bigint[], text[]),
  public.set_event_consent(text, boolean, text, text)
  from public, anon;
grant execute on function
  public.admin_team_roster(text, text), public.set_player_photo(bigint, text, text, text),
  public.clear_player_photo(bigint, text), public.restore_photo_version(bigint, text),
  public.review_photo(bigint, text, text, text, text), public.approve_photos(bigint[], text[]),
  public.player_photo_versions(bigint), public.rename_player(bigint, text, text, boolean),
  public.add_player(text, text, text, boolean), public.remove_player(bigint, text, text),
  public.event_summary(text), public.team_audit(text, text, bigint, integer),
  public.admin_leftover_files(text), public.purge_leftovers(text, bigint[], text[]),
  public.set_event_consent(text, boolean, text, text)
  to authenticated;
revoke all on function private.raise_photo_changed(), private.raise_player_changed(),
  private.lock_player_seen(bigint, text), private.make_current(bigint, text, text),
  private.check_player_name(text, text, text, text, bigint, boolean),
  private.admin_player(public.event_uploads) from public, anon, authenticated;

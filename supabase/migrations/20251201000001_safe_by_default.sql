-- Safe by default: what an attack on the local backend found that the SQL itself must close.

-- Under Supabase's classic default privileges anon kept USAGE/UPDATE on the identity sequence
-- (the first migration revoked the table's rights, not the sequence's).
revoke all on sequence public.event_uploads_id_seq from anon, public;

-- Photo URLs are built here from the project's URL, never taken from the browser: a code holder
-- could otherwise store a link to any site as a player's photo. The local backend sets the URL
-- at every start; on a hosted project the admin app sets it at the first sign-in (or run
-- `select private.set_project_url('https://<ref>.supabase.co')` once).
create table private.settings (
  key text primary key,
  value text not null
);
alter table private.settings enable row level security;
revoke all on private.settings from public, anon, authenticated;

create function private.set_project_url(p_url text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_url text := rtrim(btrim(p_url), '/');
begin
  if v_url is null or v_url !~ '^https?://[A-Za-z0-9.\-]+(:[0-9]{1,5})?$'
     and v_url !~ '^https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$' then
    raise exception 'Not a project URL: %', p_url using errcode = '22023',
      hint = 'Give the origin only, e.g. https://abcd.supabase.co';
  end if;
  insert into private.settings (key, value) values ('project_url', v_url)
  on conflict (key) do update set value = excluded.value;
end $$;

create function private.public_photo_url(p_key text) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  v_base text := (select s.value from private.settings s where s.key = 'project_url');
begin
  if v_base is null then
    raise exception 'The project URL is not set yet; an admin must sign in once' using errcode = 'PT503';
  end if;
  return v_base || '/storage/v1/object/public/player-photos/' || p_key;
end $$;

-- The admin app calls this after signing in: it sets the project URL when none is set yet and
-- answers the one in force (so a deployment can't silently move photo links elsewhere).
create function public.admin_claim_project_url(p_url text) returns text
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if not exists (select 1 from private.settings s where s.key = 'project_url') then
    perform private.set_project_url(p_url);
  end if;
  return (select s.value from private.settings s where s.key = 'project_url');
end $$;

-- Step 2 of a player's upload, now without URLs from the browser.
drop function public.finish_upload(text, text, uuid, text, text);
create function public.finish_upload(p_event text, p_code text, p_ticket uuid)
returns table (id bigint, player_name text, upload_status boolean, photo_url text,
               photo_path text, thumb_path text, updated_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_team text := private.team_for_code(p_event, p_code);
  t public.upload_tickets;
  old public.event_uploads;
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
    raise exception 'Player not found in this team' using errcode = 'PT404';
  end if;
  if t.used_at is not null then
    -- a retried request whose first attempt went through: answer the same, change nothing
    if old.photo_path = t.photo_key then
      return query select old.id, old.player_name, old.upload_status, old.photo_url,
                          old.photo_path, old.thumb_path, old.updated_at;
      return;
    end if;
    raise exception 'Upload ticket already used' using errcode = 'PT409';
  end if;
  if not private.object_exists(t.photo_key) or not private.object_exists(t.thumb_key) then
    raise exception 'Photo not stored yet' using errcode = 'PT409';
  end if;

  update public.upload_tickets x set used_at = now() where x.id = t.id;
  if old.photo_path is not null then
    perform private.remember_orphans(array[old.photo_path, old.thumb_path]);
  end if;
  return query
    update public.event_uploads u
       set upload_status = true, photo_url = private.public_photo_url(t.photo_key), photo_path = t.photo_key,
           thumb_path = t.thumb_key, thumb_url = private.public_photo_url(t.thumb_key), updated_at = now()
     where u.id = old.id
    returning u.id, u.player_name, u.upload_status, u.photo_url, u.photo_path, u.thumb_path, u.updated_at;
end $$;

-- An admin's upload or replacement, URLs derived likewise.
drop function public.set_player_photo(bigint, text, text, text, text);
create function public.set_player_photo(p_id bigint, p_photo_path text, p_thumb_path text)
returns table (old_photo_path text, old_thumb_path text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  old public.event_uploads;
begin
  perform private.require_admin();
  select * into old from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
  if not private.object_exists(p_photo_path) or not private.object_exists(p_thumb_path) then
    raise exception 'Photo not stored' using errcode = 'PT409';
  end if;
  update public.event_uploads u
     set upload_status = true, photo_url = private.public_photo_url(p_photo_path), photo_path = p_photo_path,
         thumb_path = p_thumb_path, thumb_url = private.public_photo_url(p_thumb_path), updated_at = now()
   where u.id = p_id;
  return query select old.photo_path, old.thumb_path;
end $$;

drop function private.check_public_url(text, text);

-- One team's roster for the admin team page, the team matched exactly (case-insensitive): a
-- pattern match let a team named `A*` show every team starting with A.
create function public.admin_team_roster(p_event text, p_team text)
returns setof public.event_uploads
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select * from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
     order by u.player_name, u.id;
end $$;

revoke all on function public.finish_upload(text, text, uuid) from public;
grant execute on function public.finish_upload(text, text, uuid) to anon, authenticated;

revoke all on function public.set_player_photo(bigint, text, text), public.admin_team_roster(text, text),
  public.admin_claim_project_url(text) from public, anon;
grant execute on function public.set_player_photo(bigint, text, text), public.admin_team_roster(text, text),
  public.admin_claim_project_url(text) to authenticated;

revoke all on function private.set_project_url(text), private.public_photo_url(text) from public, anon, authenticated;

-- Players store objects only through the plain upload route. A ticket holder could otherwise ask
-- Storage for a signed upload URL (checked against this policy once, then usable as the service
-- role for up to 2 hours: after the ticket expired, or over the resumable route even on top of
-- the photo already in use). See docs/hosted-storage-signed-upload-urls.md. Storage sets
-- `storage.operation` per route; where it is not set the rule is as before.
alter policy "players store ticketed photos" on storage.objects
  with check (
    bucket_id = 'player-photos'
    and coalesce(nullif(current_setting('storage.operation', true), ''), 'storage.object.upload') = 'storage.object.upload'
    and private.ticket_allows_key(name)
  );

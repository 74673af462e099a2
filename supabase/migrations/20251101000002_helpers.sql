-- Private helpers: codes, slugs, storage keys, checks. None is reachable through the API.

-- 12 characters from a 32-letter alphabet without look-alikes (no 0/O, 1/I): 60 random bits,
-- taken from the fully random bytes of a v4 UUID (gen_random_uuid is a CSPRNG).
create function private.random_code() returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  b bytea := uuid_send(gen_random_uuid());
  picks constant int[] := array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13];
  i int;
  out text := '';
begin
  -- 256 is a multiple of 32, so byte % 32 is unbiased.
  foreach i in array picks loop
    out := out || substr(alphabet, (get_byte(b, i) % 32) + 1, 1);
  end loop;
  return out;
end $$;

-- ASCII-only, key-safe form of a name (Storage rejects non-ASCII keys): folds common accents,
-- everything else becomes '_'.
create function private.key_slug(p text, max_len int default 40) returns text
language sql immutable set search_path = '' as $$
  select coalesce(nullif(left(btrim(regexp_replace(
    translate(p,
      'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěĞğÌÍÎÏìíîïĪīİıŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŽžŹźŻż',
      'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeGgIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrSsSsSsTtUUUUuuuuUuUuUuYyyZzZzZz'),
    '[^A-Za-z0-9]+', '_', 'g'), '_'), max_len), ''), 'x')
$$;

create function private.event_code(p_event text) returns text
language sql stable security definer set search_path = '' as $$
  select e.code from public.events e where e.name = p_event
$$;

-- The team an access code opens, or null. Codes are stored upper-case; links may not be.
create function private.team_for_code(p_event text, p_code text) returns text
language sql stable security definer set search_path = '' as $$
  select t.team from public.team_access t
  where t.event_name = p_event and t.code = upper(btrim(p_code))
$$;

-- Fresh, never reused storage keys for one player's photo and thumbnail. Public URLs are
-- CDN-cached, so a new photo always gets a new key.
create function private.new_photo_keys(p_upload_id bigint, out photo_key text, out thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.event_uploads;
  base text;
begin
  select * into r from public.event_uploads where id = p_upload_id;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404';
  end if;
  base := coalesce(private.event_code(r.event_name), private.key_slug(lower(r.event_name)))
    || '/' || private.key_slug(r.team, 60)
    || '/' || private.key_slug(r.player_name) || '_' || replace(gen_random_uuid()::text, '-', '');
  photo_key := base || '.jpg';
  thumb_key := base || '.thumb.jpg';
end $$;

-- May the caller's ticket store an object under this key? Used by the storage INSERT policy.
create function private.ticket_allows_key(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.upload_tickets t
    where (t.photo_key = p_name or t.thumb_key = p_name)
      and t.used_at is null and t.expires_at > now()
  )
$$;

create function private.object_exists(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from storage.objects o where o.bucket_id = 'player-photos' and o.name = p_name)
$$;

create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end $$;

-- A public URL must be <origin>/storage/v1/object/public/player-photos/<key>, for the key we
-- chose: a code holder can't point a row at another site or another player's object.
create function private.check_public_url(p_url text, p_key text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if p_url is null
     or p_url !~ '^https?://[A-Za-z0-9.\-]+(:[0-9]{1,5})?/storage/v1/object/public/player-photos/'
     or right(p_url, length('/storage/v1/object/public/player-photos/' || p_key))
        <> '/storage/v1/object/public/player-photos/' || p_key
     or position('/storage/v1/object/public/player-photos/' in p_url)
        <> length(p_url) - length('/storage/v1/object/public/player-photos/' || p_key) + 1 then
    raise exception 'Photo URL does not match its storage key' using errcode = '22023';
  end if;
  return p_url;
end $$;

create function private.remember_orphans(p_paths text[]) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.storage_orphans (path)
  select p from unnest(p_paths) p where p is not null
  on conflict (path) do nothing
$$;

revoke all on all functions in schema private from public, anon, authenticated;
grant execute on function private.is_admin(), private.ticket_allows_key(text) to anon, authenticated;

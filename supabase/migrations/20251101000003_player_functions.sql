-- What a player (anon, holding a team's access code) can do. Each function re-checks event and
-- code on every call; none trusts anything else the browser says.

-- The team a code opens, or null (the 'Invalid Access Code' screen).
create function public.resolve_team(p_event text, p_code text) returns text
language sql stable security definer set search_path = '' as $$
  select private.team_for_code(p_event, p_code)
$$;

-- The roster of the code's team only.
create function public.team_roster(p_event text, p_code text)
returns table (id bigint, player_name text, upload_status boolean, photo_url text,
               photo_path text, thumb_path text, updated_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_team text := private.team_for_code(p_event, p_code);
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  return query
    select u.id, u.player_name, u.upload_status, u.photo_url, u.photo_path, u.thumb_path, u.updated_at
    from public.event_uploads u
    where u.event_name = p_event and lower(u.team) = lower(v_team)
    order by u.player_name;
end $$;

-- Step 1 of a player's upload: a ticket naming two fresh keys, valid for 30 minutes. The storage
-- INSERT policy lets anon store those two keys and nothing else.
create function public.begin_upload(p_event text, p_code text, p_player_id bigint)
returns table (ticket uuid, photo_key text, thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_team text := private.team_for_code(p_event, p_code);
  k record;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  if not exists (select 1 from public.event_uploads u
                 where u.id = p_player_id and u.event_name = p_event and lower(u.team) = lower(v_team)) then
    raise exception 'Player not found in this team' using errcode = 'PT404';
  end if;
  -- keep the table small: a player retrying on a bad network asks for many tickets
  delete from public.upload_tickets t where t.expires_at < now() - interval '1 day';
  if (select count(*) from public.upload_tickets t
      where t.upload_id = p_player_id and t.used_at is null and t.expires_at > now()) >= 20 then
    raise exception 'Too many uploads started for this player; try again later' using errcode = 'PT429';
  end if;
  select * into k from private.new_photo_keys(p_player_id);
  return query
    insert into public.upload_tickets (upload_id, photo_key, thumb_key, expires_at)
    values (p_player_id, k.photo_key, k.thumb_key, now() + interval '30 minutes')
    returning id, upload_tickets.photo_key, upload_tickets.thumb_key;
end $$;

-- Step 2: both objects are stored; point the row at them. The previous photo's objects are
-- remembered as orphans for an admin to purge (anon may not delete objects).
create function public.finish_upload(p_event text, p_code text, p_ticket uuid,
                                     p_photo_url text, p_thumb_url text)
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
  perform private.check_public_url(p_photo_url, t.photo_key);
  perform private.check_public_url(p_thumb_url, t.thumb_key);

  update public.upload_tickets x set used_at = now() where x.id = t.id;
  if old.photo_path is not null then
    perform private.remember_orphans(array[old.photo_path, old.thumb_path]);
  end if;
  return query
    update public.event_uploads u
       set upload_status = true, photo_url = p_photo_url, photo_path = t.photo_key,
           thumb_path = t.thumb_key, thumb_url = p_thumb_url, updated_at = now()
     where u.id = old.id
    returning u.id, u.player_name, u.upload_status, u.photo_url, u.photo_path, u.thumb_path, u.updated_at;
end $$;

revoke all on function public.resolve_team(text, text), public.team_roster(text, text),
  public.begin_upload(text, text, bigint), public.finish_upload(text, text, uuid, text, text)
  from public;
grant execute on function public.resolve_team(text, text), public.team_roster(text, text),
  public.begin_upload(text, text, bigint), public.finish_upload(text, text, uuid, text, text)
  to anon, authenticated;

-- One team link must not be able to fill the storage quota.
--
-- Until now begin_upload capped only *unfinished* live tickets per player (20), so finishing an
-- upload reset the cap: one link could mint hundreds of tickets a minute, each allowing two
-- objects of up to 5 MB. Now every ticket created in the last hour counts, finished or not, per
-- player and per team; and admins can see how many bytes an event stores.

-- Both counts walk this index: the player count is one range scan of (upload_id, created_at);
-- the team count joins the team's players (event_uploads_event_team_idx, a few dozen rows) to
-- one such range scan each. A team column copied onto the tickets would save that join but could
-- drift from event_uploads when a roster changes; the join is always right and costs a few dozen
-- index probes. The composite index also serves the foreign key's cascade, so the old
-- upload_id-only index is redundant.
create index if not exists upload_tickets_upload_created_idx on public.upload_tickets (upload_id, created_at);
drop index if exists public.upload_tickets_upload_idx;

-- Step 1 of a player's upload: a ticket naming two fresh keys, valid for 30 minutes. The storage
-- INSERT policy lets anon store those two keys and nothing else.
create or replace function public.begin_upload(p_event text, p_code text, p_player_id bigint)
returns table (ticket uuid, photo_key text, thumb_key text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  -- Tickets per hour, finished or not. The app asks for one ticket per photo the player sends
  -- and retries a failed step with the same ticket (a new one only when it expired), so a real
  -- player needs 1-3 an hour, a few more after a re-take or on a network that keeps dropping:
  -- 12 is generous. A team of 20-25 players uploading together, with a manager redoing a few,
  -- stays well below 60. Worst case per link: 60 tickets x 2 objects x 5 MB (bucket limit) an
  -- hour, instead of gigabytes a minute; a misused link is stopped by regenerating its code.
  c_team_per_hour constant integer := 60;
  c_player_per_hour constant integer := 12;
  c_window constant interval := interval '1 hour';
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
  -- One begin_upload per team at a time, so parallel requests can't all pass the count before
  -- any of them inserts (PostgREST runs requests concurrently). Held until commit.
  perform pg_advisory_xact_lock(hashtextextended('begin_upload:' || p_event || chr(31) || lower(v_team), 0));
  -- Keep the table small. Only tickets created well before the counting window go, so the cleanup
  -- never shortens the window (expires_at alone would trust that it follows created_at).
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
    insert into public.upload_tickets (upload_id, photo_key, thumb_key, expires_at)
    values (p_player_id, k.photo_key, k.thumb_key, now() + interval '30 minutes')
    returning id, upload_tickets.photo_key, upload_tickets.thumb_key;
end $$;

revoke all on function public.begin_upload(text, text, bigint) from public;
grant execute on function public.begin_upload(text, text, bigint) to anon, authenticated;

-- Bytes an event keeps in Storage: every object under the event's key prefix, whether a row
-- points at it or not (replaced photos, uploads never finished): the quota counts them all.
-- Keys are built by private.new_photo_keys as <event code>/<team>/<file>; the same fallback for
-- an event without a code applies here. Admin only; one row.
create function public.event_storage_usage(p_event text)
returns table (objects bigint, bytes bigint)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_prefix text;
begin
  perform private.require_admin();
  v_prefix := coalesce(private.event_code(p_event), private.key_slug(lower(p_event))) || '/';
  return query
    select count(*)::bigint, coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
      from storage.objects o
     where o.bucket_id = 'player-photos' and left(o.name, length(v_prefix)) = v_prefix;
end $$;

revoke all on function public.event_storage_usage(text) from public, anon;
grant execute on function public.event_storage_usage(text) to authenticated;

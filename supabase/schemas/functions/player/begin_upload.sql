-- public.begin_upload: a team link's first step to store a photo (anon). Re-checks event, code and
-- player on every call, refuses while uploads are closed, after an admin approved the photo and
-- past the hourly caps (per team link, per player); answers a ticket naming three new, never reused
-- object keys (photo, thumbnail, head-and-shoulders master), which the storage INSERT policy then
-- accepts for 30 minutes.

CREATE FUNCTION public.begin_upload(p_event text, p_code text, p_player_id bigint) RETURNS TABLE(ticket uuid, photo_key text, thumb_key text, master_key text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  c_team_per_hour constant integer := 60;
  c_player_per_hour constant integer := 12;
  c_window constant interval := interval '1 hour';
  v_team text := private.team_for_code(p_event, p_code);
  ev public.events;
  r public.event_uploads;
  k record;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  select * into ev from public.events e where e.name = p_event;
  if not found or not private.uploads_open(ev) then
    raise exception 'Uploads are closed for this event' using errcode = 'PT403', hint = 'uploads-closed';
  end if;
  select * into r from public.event_uploads u
   where u.id = p_player_id and u.event_name = p_event and lower(u.team) = lower(v_team);
  if not found then
    perform private.raise_player_gone();
  end if;
  if private.is_approved(r.photo_path) then
    perform private.raise_photo_approved();
  end if;
  perform pg_advisory_xact_lock(hashtextextended('begin_upload:' || p_event || chr(31) || lower(v_team), 0));
  -- Old tickets go, but an unfinished upload whose photo was stored is kept as a version first.
  perform private.adopt_abandoned_uploads();
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
  -- Nothing here needs its own flush to disk: a ticket lost in a crash makes the upload fail and
  -- be begun again, and the cleaning and adopting are redone by the next call. The photo's
  -- upload commits with a flush, which covers this commit too (the WAL is flushed in order).
  perform set_config('synchronous_commit', 'off', true);
  return query
    insert into public.upload_tickets (upload_id, photo_key, thumb_key, master_key, expires_at, event_name, team, player_name)
    values (p_player_id, k.photo_key, k.thumb_key, k.master_key, now() + interval '30 minutes', r.event_name, r.team, r.player_name)
    returning id, upload_tickets.photo_key, upload_tickets.thumb_key, upload_tickets.master_key;
end $$;

REVOKE ALL ON FUNCTION public.begin_upload(text, text, bigint) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.begin_upload(p_event text, p_code text, p_player_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.begin_upload(p_event text, p_code text, p_player_id bigint) TO anon;
GRANT ALL ON FUNCTION public.begin_upload(p_event text, p_code text, p_player_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.begin_upload(p_event text, p_code text, p_player_id bigint) TO service_role;

-- private.lock_player_seen: locks a player's row for an admin's write and refuses (PT409) when
-- its photo is no longer the one the admin saw.

CREATE FUNCTION private.lock_player_seen(p_id bigint, p_seen_photo_path text) RETURNS public.event_uploads
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.lock_player_seen(p_id bigint, p_seen_photo_path text) FROM PUBLIC;

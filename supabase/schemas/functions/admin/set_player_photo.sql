-- public.set_player_photo: called by signed-in admins through the API: makes the stored photo
-- (and, when given, its head-and-shoulders master with the square's place in it) the player's
-- current one, if the row still shows the photo the admin saw.

CREATE FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[] DEFAULT NULL::text[], p_master_path text DEFAULT NULL::text, p_master_square integer[] DEFAULT NULL::integer[]) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_findings text[] := private.clean_findings(p_findings);
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if not private.object_exists(p_photo_path) or not private.object_exists(p_thumb_path) then
    raise exception 'Photo not stored' using errcode = 'PT409';
  end if;
  if (p_master_path is null) <> (p_master_square is null) then
    raise exception 'A master comes with the square inside it' using errcode = '22023';
  end if;
  if p_master_path is not null then
    if not private.object_exists(p_master_path) then
      raise exception 'Master not stored' using errcode = 'PT409';
    end if;
    if p_master_path in (p_photo_path, p_thumb_path) or private.object_in_use(p_master_path) then
      raise exception 'This master is already recorded' using errcode = 'PT409';
    end if;
    if cardinality(p_master_square) <> 4 or array_position(p_master_square, null) is not null
       or p_master_square[1] < 0 or p_master_square[2] < 0 or p_master_square[3] <= 0 or p_master_square[4] <= 0 then
      raise exception 'The square inside the master must be x, y, width and height' using errcode = '22023';
    end if;
  end if;
  if exists (select 1 from public.photo_versions v where v.photo_path = p_photo_path) then
    raise exception 'This photo is already recorded' using errcode = 'PT409';
  end if;
  insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, thumb_path, bytes,
                                     source, review_state, reviewed_at, findings, master_path, master_square)
  values (r.id, r.event_name, r.team, r.player_name, p_photo_path, p_thumb_path, private.object_size(p_photo_path),
          'admin', 'approved', now(), v_findings, p_master_path, p_master_square);
  r := private.make_current(r.id, p_photo_path, p_thumb_path);
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.set_player_photo(bigint, text, text, text, text[], text, integer[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[], p_master_path text, p_master_square integer[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[], p_master_path text, p_master_square integer[]) TO authenticated;
GRANT ALL ON FUNCTION public.set_player_photo(p_id bigint, p_seen_photo_path text, p_photo_path text, p_thumb_path text, p_findings text[], p_master_path text, p_master_square integer[]) TO service_role;

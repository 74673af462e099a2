-- public.clear_player_photo: called by signed-in admins through the API.

CREATE FUNCTION public.clear_player_photo(p_id bigint, p_seen_photo_path text) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.event_uploads;
begin
  perform private.require_admin();
  r := private.lock_player_seen(p_id, p_seen_photo_path);
  if r.photo_path is null then
    return query select * from private.admin_player(r);
    return;
  end if;
  r := private.make_current(r.id, null, null);
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.clear_player_photo(bigint, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.clear_player_photo(p_id bigint, p_seen_photo_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.clear_player_photo(p_id bigint, p_seen_photo_path text) TO authenticated;
GRANT ALL ON FUNCTION public.clear_player_photo(p_id bigint, p_seen_photo_path text) TO service_role;

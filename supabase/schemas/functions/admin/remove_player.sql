-- public.remove_player: called by signed-in admins through the API.

CREATE FUNCTION public.remove_player(p_id bigint, p_seen_name text, p_seen_photo_path text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.remove_player(bigint, text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.remove_player(p_id bigint, p_seen_name text, p_seen_photo_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_player(p_id bigint, p_seen_name text, p_seen_photo_path text) TO authenticated;
GRANT ALL ON FUNCTION public.remove_player(p_id bigint, p_seen_name text, p_seen_photo_path text) TO service_role;

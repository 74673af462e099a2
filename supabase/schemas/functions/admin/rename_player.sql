-- public.rename_player: called by signed-in admins through the API.

CREATE FUNCTION public.rename_player(p_id bigint, p_seen_name text, p_name text, p_allow_duplicate boolean DEFAULT false) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.rename_player(bigint, text, text, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.rename_player(p_id bigint, p_seen_name text, p_name text, p_allow_duplicate boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.rename_player(p_id bigint, p_seen_name text, p_name text, p_allow_duplicate boolean) TO authenticated;
GRANT ALL ON FUNCTION public.rename_player(p_id bigint, p_seen_name text, p_name text, p_allow_duplicate boolean) TO service_role;

-- public.add_player: called by signed-in admins through the API.

CREATE FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean DEFAULT false) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_name text;
  r public.event_uploads;
begin
  perform private.require_admin();
  v_name := private.check_player_name(p_name, 'Please enter a player name', p_event, p_team, null, p_allow_duplicate);
  insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url)
  values (p_event, btrim(p_team), v_name, false, null)
  returning * into r;
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.add_player(text, text, text, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean) TO authenticated;
GRANT ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean) TO service_role;

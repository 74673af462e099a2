-- public.add_player: called by signed-in admins through the API. The identity beside the name
-- (number, family and given names, role, external ID) is optional; blanks are stored as null. A
-- number or ID another player has is refused with its hint, also when that player was stored at
-- the same instant (the unique index answers, named by private.unique_details_problem).

CREATE FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean DEFAULT false, p_number integer DEFAULT NULL::integer, p_family text DEFAULT NULL::text, p_given text DEFAULT NULL::text, p_role text DEFAULT 'player'::text, p_external_id text DEFAULT NULL::text) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_name text;
  v_family text := nullif(btrim(p_family), '');
  v_given text := nullif(btrim(p_given), '');
  v_role text := coalesce(nullif(lower(btrim(p_role)), ''), 'player');
  v_id text := nullif(btrim(p_external_id), '');
  r public.event_uploads;
  v_constraint text;
begin
  perform private.require_admin();
  v_name := private.check_player_name(p_name, 'Please enter a player name', p_event, p_team, null, p_allow_duplicate);
  perform private.raise_details_problem(private.player_details_problem(p_event, p_team, null, p_number, v_family, v_given, v_role, v_id));
  begin
    insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url, shirt_number, family_name, given_name, role, external_id)
    values (p_event, btrim(p_team), v_name, false, null, p_number, v_family, v_given, v_role, v_id)
    returning * into r;
  exception when unique_violation then
    -- another admin stored this number or ID since the check above
    get stacked diagnostics v_constraint = constraint_name;
    if private.unique_details_problem(v_constraint) is null then
      raise;
    end if;
    perform private.raise_details_problem(private.unique_details_problem(v_constraint));
  end;
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.add_player(text, text, text, boolean, integer, text, text, text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean, p_number integer, p_family text, p_given text, p_role text, p_external_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean, p_number integer, p_family text, p_given text, p_role text, p_external_id text) TO authenticated;
GRANT ALL ON FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean, p_number integer, p_family text, p_given text, p_role text, p_external_id text) TO service_role;

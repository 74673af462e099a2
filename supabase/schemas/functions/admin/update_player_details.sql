-- public.update_player_details: an admin saves a player's name and identity (number, family and
-- given names, role, external ID) from the team page's details form. p_seen is the player as the
-- form showed them ({player_name, shirt_number, family_name, given_name, role, external_id}): if
-- any of it changed since, nothing is written (compare-and-set, 'player-changed'). A number or ID
-- another player has is refused with its hint, also when it was saved at the same instant (the
-- unique index answers, named by private.unique_details_problem).

CREATE FUNCTION public.update_player_details(p_id bigint, p_seen jsonb, p_name text, p_number integer, p_family text, p_given text, p_role text, p_external_id text, p_allow_duplicate boolean DEFAULT false) RETURNS SETOF public.admin_player
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
  select * into r from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404', hint = 'player-removed';
  end if;
  if jsonb_build_object('player_name', r.player_name, 'shirt_number', r.shirt_number, 'family_name', r.family_name,
                        'given_name', r.given_name, 'role', r.role, 'external_id', r.external_id) is distinct from p_seen then
    perform private.raise_player_changed();
  end if;
  v_name := private.check_player_name(p_name, 'Player name cannot be empty', r.event_name, r.team, r.id, p_allow_duplicate);
  perform private.raise_details_problem(private.player_details_problem(r.event_name, r.team, r.id, p_number, v_family, v_given, v_role, v_id));
  begin
    update public.event_uploads u
       set player_name = v_name, shirt_number = p_number, family_name = v_family, given_name = v_given, role = v_role,
           external_id = v_id, updated_at = now()
     where u.id = p_id returning * into r;
  exception when unique_violation then
    -- another admin gave this number or ID to another player since the check above
    get stacked diagnostics v_constraint = constraint_name;
    if private.unique_details_problem(v_constraint) is null then
      raise;
    end if;
    perform private.raise_details_problem(private.unique_details_problem(v_constraint));
  end;
  return query select * from private.admin_player(r);
end $$;

REVOKE ALL ON FUNCTION public.update_player_details(bigint, jsonb, text, integer, text, text, text, text, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.update_player_details(p_id bigint, p_seen jsonb, p_name text, p_number integer, p_family text, p_given text, p_role text, p_external_id text, p_allow_duplicate boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_player_details(p_id bigint, p_seen jsonb, p_name text, p_number integer, p_family text, p_given text, p_role text, p_external_id text, p_allow_duplicate boolean) TO authenticated;
GRANT ALL ON FUNCTION public.update_player_details(p_id bigint, p_seen jsonb, p_name text, p_number integer, p_family text, p_given text, p_role text, p_external_id text, p_allow_duplicate boolean) TO service_role;

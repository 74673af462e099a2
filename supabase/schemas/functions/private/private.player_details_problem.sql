-- private.player_details_problem: why a player's identity (number, family and given names, role,
-- external ID) can't be stored, as a hint word, or null when it can. The values come trimmed,
-- blanks as null. Shared by add_player, update_player_details (which raise it) and import_roster
-- (which shows it as the line's verdict).

CREATE FUNCTION private.player_details_problem(p_event text, p_team text, p_except_id bigint, p_number integer, p_family text, p_given text, p_role text, p_external_id text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_number is not null and (p_number < 1 or p_number > 99) then
    return 'bad-number';
  end if;
  if p_role is null or p_role not in ('player', 'goalkeeper', 'staff') then
    return 'bad-role';
  end if;
  if length(p_family) > 120 or length(p_given) > 120 then
    return 'name-part-too-long';
  end if;
  if p_family ~ '[[:cntrl:]]' or p_given ~ '[[:cntrl:]]' or p_external_id ~ '[[:cntrl:]]' then
    return 'details-control-characters';
  end if;
  if length(p_external_id) > 64 then
    return 'id-too-long';
  end if;
  if p_number is not null and exists (
       select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
          and u.shirt_number = p_number and u.id is distinct from p_except_id) then
    return 'duplicate-number';
  end if;
  if p_external_id is not null and exists (
       select 1 from public.event_uploads u where u.event_name = p_event
          and lower(u.external_id) = lower(p_external_id) and u.id is distinct from p_except_id) then
    return 'duplicate-id';
  end if;
  return null;
end $$;

REVOKE ALL ON FUNCTION private.player_details_problem(p_event text, p_team text, p_except_id bigint, p_number integer, p_family text, p_given text, p_role text, p_external_id text) FROM PUBLIC;

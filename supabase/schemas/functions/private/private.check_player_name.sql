-- private.check_player_name: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.check_player_name(p_name text, p_blank_text text, p_event text, p_team text, p_except_id bigint, p_allow_duplicate boolean) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_name text := btrim(p_name);
begin
  if v_name = '' or v_name is null then
    raise exception '%', p_blank_text using errcode = '22023';
  end if;
  if v_name ~ '[[:cntrl:]]' then
    raise exception 'Player names can''t contain line breaks or other control characters' using errcode = '22023', hint = 'name-control-characters';
  end if;
  if length(v_name) > 120 then
    raise exception 'Player names can have at most 120 characters' using errcode = '22023', hint = 'name-too-long';
  end if;
  if not p_allow_duplicate and exists (
       select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
          and u.id is distinct from p_except_id and lower(u.player_name) = lower(v_name)) then
    raise exception 'This team already has a player with this name' using errcode = 'PT409', hint = 'duplicate-name';
  end if;
  return v_name;
end $$;

REVOKE ALL ON FUNCTION private.check_player_name(p_name text, p_blank_text text, p_event text, p_team text, p_except_id bigint, p_allow_duplicate boolean) FROM PUBLIC;

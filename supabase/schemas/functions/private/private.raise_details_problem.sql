-- private.raise_details_problem: raises what private.player_details_problem found, in words, with
-- the problem as the hint the app maps to its own text.

CREATE FUNCTION private.raise_details_problem(p_problem text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if p_problem is null then
    return;
  end if;
  raise exception '%', case p_problem
      when 'bad-number' then 'Shirt numbers are whole numbers from 1 to 99'
      when 'bad-role' then 'The role is player, goalkeeper or staff'
      when 'name-part-too-long' then 'Family and given names can have at most 120 characters'
      when 'details-control-characters' then 'Names and IDs can''t contain line breaks or other control characters'
      when 'id-too-long' then 'External IDs can have at most 64 characters'
      when 'duplicate-number' then 'Another player of this team has this number'
      when 'duplicate-id' then 'Another player of this event has this external ID'
      else p_problem end
    using errcode = case when p_problem like 'duplicate-%' then 'PT409' else '22023' end, hint = p_problem;
end $$;

REVOKE ALL ON FUNCTION private.raise_details_problem(p_problem text) FROM PUBLIC;

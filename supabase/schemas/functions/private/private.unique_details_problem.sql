-- private.unique_details_problem: the hint for a unique index on a player's identity that refused
-- a write ('duplicate-number', 'duplicate-id'), or null for any other index. Two admins saving the
-- same number or ID at the same instant both pass player_details_problem (neither sees the
-- other's row yet); the index refuses the second, and add_player, update_player_details and
-- import_roster name it by this, as if the check had seen it.

CREATE FUNCTION private.unique_details_problem(p_constraint text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_constraint
           when 'event_uploads_team_number_key' then 'duplicate-number'
           when 'event_uploads_event_external_id_key' then 'duplicate-id'
         end
$$;

REVOKE ALL ON FUNCTION private.unique_details_problem(p_constraint text) FROM PUBLIC;

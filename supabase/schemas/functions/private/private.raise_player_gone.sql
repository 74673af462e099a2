-- private.raise_player_gone: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.raise_player_gone() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Player not found in this team' using errcode = 'PT404', hint = 'player-removed';
end $$;

REVOKE ALL ON FUNCTION private.raise_player_gone() FROM PUBLIC;

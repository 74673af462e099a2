-- private.raise_player_changed: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.raise_player_changed() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'This player changed since you opened the page' using errcode = 'PT409', hint = 'player-changed';
end $$;

REVOKE ALL ON FUNCTION private.raise_player_changed() FROM PUBLIC;

-- private.team_access_changed: called by a trigger (see the table it is on).

CREATE FUNCTION private.team_access_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.event_name, new.team, null, null, 'add-team', null, jsonb_build_object('team', new.team));
  elsif new.code is distinct from old.code then
    perform private.audit(new.event_name, new.team, null, null, 'regenerate-code', null, null);
  end if;
  return null;
end $$;

REVOKE ALL ON FUNCTION private.team_access_changed() FROM PUBLIC;

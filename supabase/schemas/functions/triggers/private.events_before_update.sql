-- private.events_before_update: called by a trigger (see the table it is on).

CREATE FUNCTION private.events_before_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.code is distinct from old.code or new.name is distinct from old.name then
    raise exception 'An event''s code and name never change: rows and storage keys use them'
      using errcode = 'PT422', hint = 'event-immutable';
  end if;
  new.updated_at := greatest(now(), old.updated_at + interval '1 microsecond');
  return new;
end $$;

REVOKE ALL ON FUNCTION private.events_before_update() FROM PUBLIC;

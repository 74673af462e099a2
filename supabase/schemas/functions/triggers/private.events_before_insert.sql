-- private.events_before_insert: called by a trigger (see the table it is on).

CREATE FUNCTION private.events_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.name := coalesce(nullif(btrim(new.name), ''), upper(new.code));
  new.short_name := coalesce(nullif(btrim(new.short_name), ''), new.name);
  new.display_name := coalesce(nullif(btrim(new.display_name), ''), new.name);
  return new;
end $$;

REVOKE ALL ON FUNCTION private.events_before_insert() FROM PUBLIC;

-- private.random_code: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.random_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  b bytea := uuid_send(gen_random_uuid());
  picks constant int[] := array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13];
  i int;
  out text := '';
begin
  -- 256 is a multiple of 32, so byte % 32 is unbiased.
  foreach i in array picks loop
    out := out || substr(alphabet, (get_byte(b, i) % 32) + 1, 1);
  end loop;
  return out;
end $$;

REVOKE ALL ON FUNCTION private.random_code() FROM PUBLIC;

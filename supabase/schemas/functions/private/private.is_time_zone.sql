-- private.is_time_zone: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.is_time_zone(p_zone text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select p_zone is not null
     and (p_zone = 'UTC' or p_zone ~ '^[A-Za-z][A-Za-z_-]*(/[A-Za-z0-9_+-]+)+$')
     and p_zone !~ '^(posix|right)/'
     and exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_zone)
$_$;

REVOKE ALL ON FUNCTION private.is_time_zone(p_zone text) FROM PUBLIC;

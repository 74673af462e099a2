-- private.clean_findings: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.clean_findings(p_findings text[]) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_findings is null then
    return null;
  end if;
  if not (p_findings <@ private.photo_finding_codes()) or array_position(p_findings, null) is not null then
    raise exception 'Unknown photo check finding' using errcode = '22023', hint = 'unknown-finding';
  end if;
  return array(select distinct f from unnest(p_findings) f order by f);
end $$;

REVOKE ALL ON FUNCTION private.clean_findings(p_findings text[]) FROM PUBLIC;

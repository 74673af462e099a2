-- private.export_destination_problem: why an export destination can't be saved, as the hint the
-- app turns into text; null when it can.

CREATE FUNCTION private.export_destination_problem(d jsonb) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_field text;
begin
  if jsonb_typeof(d) <> 'object' then return 'destination-invalid'; end if;
  if jsonb_typeof(d->'name') <> 'string' or length(btrim(d->>'name')) = 0 then return 'destination-name-required'; end if;
  if length(btrim(d->>'name')) > 80 then return 'destination-name-too-long'; end if;
  if coalesce(d->>'shape', '') not in ('square', '35:45', '4:5', 'master')
     or coalesce(d->>'format', '') not in ('jpeg', 'png')
     or coalesce(d->>'folders', '') not in ('flat', 'team')
     or coalesce(d->>'photos', '') not in ('approved', 'current')
     or jsonb_typeof(d->'manifest') is distinct from 'boolean'
     or jsonb_typeof(d->'width') is distinct from 'number' then
    return 'destination-invalid';
  end if;
  if (d->>'width')::numeric <> trunc((d->>'width')::numeric) or (d->>'width')::numeric not between 100 and 4000 then
    return 'destination-width-invalid';
  end if;
  if d ? 'max_kb' and jsonb_typeof(d->'max_kb') <> 'null' then
    if jsonb_typeof(d->'max_kb') <> 'number' or (d->>'max_kb')::numeric not between 20 and 20000 then
      return 'destination-max-kb-invalid';
    end if;
  end if;
  if jsonb_typeof(d->'template') <> 'string' or length(btrim(d->>'template')) = 0 or length(d->>'template') > 200 then
    return 'destination-template-invalid';
  end if;
  for v_field in select lower(btrim(m[1])) from regexp_matches(d->>'template', '\{([^{}]*)\}', 'g') as m loop
    if v_field not in ('event', 'team', 'team_code', 'number', 'family', 'given', 'name', 'id', 'role') then
      return 'destination-template-invalid';
    end if;
  end loop;
  return null;
end $$;

REVOKE ALL ON FUNCTION private.export_destination_problem(d jsonb) FROM PUBLIC;

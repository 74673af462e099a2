-- public.admin_set_export_destinations: saves an event's whole list of export destinations if it
-- is still the version the organizer saw; each entry checked, kept its id or given one.

CREATE FUNCTION public.admin_set_export_destinations(p_event text, p_destinations jsonb, p_seen_version integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now integer;
  v_list jsonb := '[]'::jsonb;
  d jsonb;
  v_problem text;
begin
  perform private.require_admin();
  if jsonb_typeof(p_destinations) is distinct from 'array' or jsonb_array_length(p_destinations) > 20 then
    perform private.raise_event('An event has at most 20 export destinations', 'destination-invalid');
  end if;
  select e.export_destinations_version into v_now from public.events e where e.name = p_event for update;
  if not found then
    perform private.raise_event('This event no longer exists', 'event-not-found', 'PT404');
  end if;
  if v_now is distinct from p_seen_version then
    perform private.raise_event('Someone else changed the export destinations meanwhile', 'destinations-changed', 'PT409');
  end if;
  for d in select value from jsonb_array_elements(p_destinations) loop
    v_problem := private.export_destination_problem(d);
    if v_problem is not null then
      perform private.raise_event(format('Export destination %s can''t be saved', coalesce(d->>'name', '?')), v_problem);
    end if;
    v_list := v_list || jsonb_build_array(jsonb_build_object(
      'id', coalesce(nullif(d->>'id', ''), gen_random_uuid()::text),
      'name', btrim(d->>'name'), 'shape', d->>'shape', 'width', (d->>'width')::integer, 'format', d->>'format',
      'max_kb', case when d->>'format' = 'jpeg' and jsonb_typeof(d->'max_kb') = 'number' then (d->>'max_kb')::integer end,
      'template', d->>'template', 'folders', d->>'folders', 'photos', d->>'photos', 'manifest', (d->>'manifest')::boolean));
  end loop;
  if (select count(distinct lower(x->>'name')) from jsonb_array_elements(v_list) x) < jsonb_array_length(v_list) then
    perform private.raise_event('Two export destinations have the same name', 'destination-name-taken');
  end if;
  update public.events e set export_destinations = v_list, export_destinations_version = v_now + 1 where e.name = p_event;
  return v_now + 1;
end $$;

REVOKE ALL ON FUNCTION public.admin_set_export_destinations(text, jsonb, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_set_export_destinations(p_event text, p_destinations jsonb, p_seen_version integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_set_export_destinations(p_event text, p_destinations jsonb, p_seen_version integer) TO service_role;
GRANT ALL ON FUNCTION public.admin_set_export_destinations(p_event text, p_destinations jsonb, p_seen_version integer) TO authenticated;

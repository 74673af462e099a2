-- public.export_event_rows: called by the service-role key only (npm run export / import).

CREATE FUNCTION public.export_event_rows(p_event text, p_table text, p_offset integer, p_limit integer) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_order text;
  v_filter text;
  v_rows jsonb;
begin
  if p_table is null or not (p_table = any (private.import_tables())) then
    raise exception 'An export reads only an event''s own tables (%), not %',
      array_to_string(private.import_tables(), ', '), coalesce(p_table, 'null') using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    raise exception 'Pages are 1 to 1000 rows from an offset of 0 or more' using errcode = '22023';
  end if;
  if not exists (select 1 from public.events e where e.name = p_event) then
    raise exception 'No event named %', p_event using errcode = 'PT404', hint = 'event-not-found';
  end if;
  v_order := case p_table when 'events' then 't.code' when 'team_access' then 't.event_name, t.team' else 't.id' end;
  v_filter := case p_table when 'events' then 't.name = $1' else 't.event_name = $1' end;
  execute format('select coalesce(jsonb_agg(to_jsonb(t) order by %s), ''[]'')
                    from (select * from public.%I t where %s order by %s offset $2 limit $3) t',
                 v_order, p_table, v_filter, v_order)
    into v_rows using p_event, p_offset, p_limit;
  return v_rows;
end $_$;

REVOKE ALL ON FUNCTION public.export_event_rows(text, text, integer, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.export_event_rows(p_event text, p_table text, p_offset integer, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_event_rows(p_event text, p_table text, p_offset integer, p_limit integer) TO service_role;

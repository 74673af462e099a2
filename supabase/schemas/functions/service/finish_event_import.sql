-- public.finish_event_import: closes an import (service-role key only) and writes
-- 'event-imported', with what it brought, into the event's trail.

CREATE FUNCTION public.finish_event_import(p_event text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  i private.event_imports;
begin
  update private.event_imports x set finished_at = now() where x.event_name = p_event and x.finished_at is null
  returning * into i;
  if not found then
    perform private.import_refuse(format('No import of %s is under way', p_event));
  end if;
  perform private.audit(p_event, null, null, null, 'event-imported', null, jsonb_build_object(
    'code', i.code, 'started_at', i.started_at,
    'teams', (select count(*) from public.team_access t where t.event_name = p_event),
    'players', (select count(*) from public.event_uploads u where u.event_name = p_event),
    'photo_versions', (select count(*) from public.photo_versions v where v.event_name = p_event),
    'audit_rows', (select count(*) from public.audit_log a where a.event_name = p_event)));
end $$;

REVOKE ALL ON FUNCTION public.finish_event_import(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.finish_event_import(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_event_import(p_event text) TO service_role;

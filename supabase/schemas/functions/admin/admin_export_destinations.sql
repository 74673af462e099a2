-- public.admin_export_destinations: an event's export destinations and the version to send back
-- when saving them.

CREATE FUNCTION public.admin_export_destinations(p_event text) RETURNS TABLE(destinations jsonb, version integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  return query select e.export_destinations, e.export_destinations_version from public.events e where e.name = p_event;
end $$;

REVOKE ALL ON FUNCTION public.admin_export_destinations(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_export_destinations(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_export_destinations(p_event text) TO service_role;
GRANT ALL ON FUNCTION public.admin_export_destinations(p_event text) TO authenticated;

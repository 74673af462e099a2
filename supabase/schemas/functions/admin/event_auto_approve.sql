-- public.event_auto_approve: called by signed-in admins through the API.

CREATE FUNCTION public.event_auto_approve(p_event text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  return (select e.auto_approve from public.events e where e.name = p_event);
end $$;

REVOKE ALL ON FUNCTION public.event_auto_approve(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.event_auto_approve(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_auto_approve(p_event text) TO authenticated;
GRANT ALL ON FUNCTION public.event_auto_approve(p_event text) TO service_role;

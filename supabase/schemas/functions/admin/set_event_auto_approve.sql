-- public.set_event_auto_approve: called by signed-in admins through the API.

CREATE FUNCTION public.set_event_auto_approve(p_event text, p_on boolean, p_seen boolean) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now boolean;
begin
  perform private.require_admin();
  if p_on is null or p_seen is null then
    raise exception 'Say whether photos are approved automatically' using errcode = '22023';
  end if;
  select e.auto_approve into v_now from public.events e where e.name = p_event for update;
  if not found then
    raise exception 'Unknown event' using errcode = 'PT404', hint = 'event-not-found';
  end if;
  if v_now is distinct from p_seen then
    raise exception 'This event changed since you opened the page' using errcode = 'PT409', hint = 'event-changed';
  end if;
  update public.events e set auto_approve = p_on where e.name = p_event;
  return p_on;
end $$;

REVOKE ALL ON FUNCTION public.set_event_auto_approve(text, boolean, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_event_auto_approve(p_event text, p_on boolean, p_seen boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_event_auto_approve(p_event text, p_on boolean, p_seen boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_event_auto_approve(p_event text, p_on boolean, p_seen boolean) TO service_role;

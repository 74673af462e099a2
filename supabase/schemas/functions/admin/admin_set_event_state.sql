-- public.admin_set_event_state: called by signed-in admins through the API.

CREATE FUNCTION public.admin_set_event_state(p_code text, p_state text, p_seen_state text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ev public.events;
begin
  perform private.require_admin();
  if p_state is null or p_state not in ('draft', 'open', 'closed', 'archived') then
    perform private.raise_event('Unknown event state', 'event-state-invalid');
  end if;
  select * into ev from public.events e where e.code = lower(btrim(p_code)) for update;
  if not found then
    perform private.raise_event('This event does not exist', 'event-not-found', 'PT404');
  end if;
  if ev.state is distinct from p_seen_state then
    perform private.raise_event('This event changed since you opened the page', 'event-changed', 'PT409');
  end if;
  if ev.state <> p_state then
    update public.events e set state = p_state where e.code = ev.code;
  end if;
end $$;

REVOKE ALL ON FUNCTION public.admin_set_event_state(text, text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_set_event_state(p_code text, p_state text, p_seen_state text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_set_event_state(p_code text, p_state text, p_seen_state text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_set_event_state(p_code text, p_state text, p_seen_state text) TO service_role;

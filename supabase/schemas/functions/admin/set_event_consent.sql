-- public.set_event_consent: called by signed-in admins through the API.

CREATE FUNCTION public.set_event_consent(p_event text, p_required boolean, p_text_en text, p_text_es text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  update public.events e
     set consent_required = p_required, consent_text_en = btrim(p_text_en), consent_text_es = btrim(p_text_es)
   where e.name = p_event;
  if not found then
    raise exception 'Unknown event' using errcode = 'PT404';
  end if;
end $$;

REVOKE ALL ON FUNCTION public.set_event_consent(text, boolean, text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_event_consent(p_event text, p_required boolean, p_text_en text, p_text_es text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_event_consent(p_event text, p_required boolean, p_text_en text, p_text_es text) TO authenticated;
GRANT ALL ON FUNCTION public.set_event_consent(p_event text, p_required boolean, p_text_en text, p_text_es text) TO service_role;

-- public.event_consent: called by players (anon) through the API.

CREATE FUNCTION public.event_consent(p_event text) RETURNS TABLE(required boolean, text_en text, text_es text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.consent_required, e.consent_text_en, e.consent_text_es
    from public.events e
   where e.name = p_event
     and (e.state in ('open', 'closed') or private.is_admin())
$$;

REVOKE ALL ON FUNCTION public.event_consent(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.event_consent(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_consent(p_event text) TO anon;
GRANT ALL ON FUNCTION public.event_consent(p_event text) TO authenticated;
GRANT ALL ON FUNCTION public.event_consent(p_event text) TO service_role;

-- public.support_contact: called by players (anon) through the API.

CREATE FUNCTION public.support_contact() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.support_email from public.portal_settings s where s.id
$$;

REVOKE ALL ON FUNCTION public.support_contact() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.support_contact() FROM PUBLIC;
GRANT ALL ON FUNCTION public.support_contact() TO service_role;
GRANT ALL ON FUNCTION public.support_contact() TO anon;
GRANT ALL ON FUNCTION public.support_contact() TO authenticated;

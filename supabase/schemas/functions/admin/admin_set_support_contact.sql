-- public.admin_set_support_contact: called by signed-in admins through the API.

CREATE FUNCTION public.admin_set_support_contact(p_email text, p_seen text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_email text := nullif(btrim(coalesce(p_email, '')), '');
  v_now text;
begin
  if not private.is_admin() then
    raise exception 'Only organizers can change the support address' using errcode = '42501';
  end if;
  if v_email is not null and (length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    perform private.raise_event('The support address is not an e-mail address', 'support-email-invalid');
  end if;
  select s.support_email into v_now from public.portal_settings s where s.id for update;
  if v_now is distinct from nullif(btrim(coalesce(p_seen, '')), '') then
    perform private.raise_event('Someone else changed the support address meanwhile', 'support-email-changed', 'PT409');
  end if;
  update public.portal_settings set support_email = v_email, updated_at = now() where id;
  return v_email;
end $_$;

REVOKE ALL ON FUNCTION public.admin_set_support_contact(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_set_support_contact(p_email text, p_seen text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_set_support_contact(p_email text, p_seen text) TO service_role;
GRANT ALL ON FUNCTION public.admin_set_support_contact(p_email text, p_seen text) TO authenticated;

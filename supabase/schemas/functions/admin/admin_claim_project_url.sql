-- public.admin_claim_project_url: called by signed-in admins through the API.

CREATE FUNCTION public.admin_claim_project_url(p_url text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  if not exists (select 1 from private.settings s where s.key = 'project_url') then
    perform private.set_project_url(p_url);
  end if;
  return (select s.value from private.settings s where s.key = 'project_url');
end $$;

REVOKE ALL ON FUNCTION public.admin_claim_project_url(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_claim_project_url(p_url text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_claim_project_url(p_url text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_claim_project_url(p_url text) TO service_role;

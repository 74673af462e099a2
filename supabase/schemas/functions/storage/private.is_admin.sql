-- private.is_admin: whether the caller is an admin (public.admins); called by the policies on storage.objects and on the tables, and by every admin function.

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.admins a where a.user_id = auth.uid())
$$;

REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_admin() TO anon;
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;

-- public.admin_photo_keys: called by signed-in admins through the API: fresh keys for an admin's
-- upload or replacement (photo, thumbnail, head-and-shoulders master).

CREATE FUNCTION public.admin_photo_keys(p_id bigint) RETURNS TABLE(photo_key text, thumb_key text, master_key text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query select k.photo_key, k.thumb_key, k.master_key from private.new_photo_keys(p_id) k;
end $$;

REVOKE ALL ON FUNCTION public.admin_photo_keys(bigint) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_photo_keys(p_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_photo_keys(p_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.admin_photo_keys(p_id bigint) TO service_role;

-- private.set_project_url: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.set_project_url(p_url text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_url text := rtrim(btrim(p_url), '/');
begin
  if v_url is null or v_url !~ '^https?://[A-Za-z0-9.\-]+(:[0-9]{1,5})?$'
     and v_url !~ '^https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$' then
    raise exception 'Not a project URL: %', p_url using errcode = '22023',
      hint = 'Give the origin only, e.g. https://abcd.supabase.co';
  end if;
  insert into private.settings (key, value) values ('project_url', v_url)
  on conflict (key) do update set value = excluded.value;
end $_$;

REVOKE ALL ON FUNCTION private.set_project_url(p_url text) FROM PUBLIC;

-- public.admin_team_roster: one page of a team's players as the admin team page shows them
-- (with review state, findings and version count), by name then id; the page refreshes it.

CREATE FUNCTION public.admin_team_roster(p_event text, p_team text, p_after_name text DEFAULT NULL::text, p_after_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 1000) RETURNS SETOF public.admin_player
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  if (p_after_name is null) <> (p_after_id is null) then
    raise exception 'A page starts after both a name and an id, or neither' using errcode = '22023';
  end if;
  -- the page first, then one admin_player call per row on it (expanding the call with .* in the
  -- select list would call it once per output column)
  return query
    select a.*
      from (select u from public.event_uploads u
             where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
               and (p_after_name is null or (u.player_name, u.id) > (p_after_name, p_after_id))
             order by u.player_name, u.id
             limit least(greatest(coalesce(p_limit, 1000), 1), 1000)) page,
           lateral private.admin_player(page.u) a
     order by a.player_name, a.id;
end $$;

REVOKE ALL ON FUNCTION public.admin_team_roster(text, text, text, bigint, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_team_roster(p_event text, p_team text, p_after_name text, p_after_id bigint, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_team_roster(p_event text, p_team text, p_after_name text, p_after_id bigint, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_team_roster(p_event text, p_team text, p_after_name text, p_after_id bigint, p_limit integer) TO service_role;

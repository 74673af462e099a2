-- public.team_roster: one page of a team's players for its team link (anon), by name then id.

CREATE FUNCTION public.team_roster(p_event text, p_code text, p_after_name text DEFAULT NULL::text, p_after_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 1000) RETURNS SETOF public.roster_player
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_team text := private.team_for_code(p_event, p_code);
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  if (select e.state from public.events e where e.name = p_event) in ('draft', 'archived') then
    raise exception 'This event is not open' using errcode = 'PT403', hint = 'event-not-open';
  end if;
  if (p_after_name is null) <> (p_after_id is null) then
    raise exception 'A page starts after both a name and an id, or neither' using errcode = '22023';
  end if;
  return query
    select p.*
      from public.event_uploads u, lateral private.roster_player(u) p
     where u.event_name = p_event and lower(u.team) = lower(v_team)
       and (p_after_name is null or (u.player_name, u.id) > (p_after_name, p_after_id))
     order by u.player_name, u.id
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

REVOKE ALL ON FUNCTION public.team_roster(text, text, text, bigint, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.team_roster(p_event text, p_code text, p_after_name text, p_after_id bigint, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_roster(p_event text, p_code text, p_after_name text, p_after_id bigint, p_limit integer) TO anon;
GRANT ALL ON FUNCTION public.team_roster(p_event text, p_code text, p_after_name text, p_after_id bigint, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.team_roster(p_event text, p_code text, p_after_name text, p_after_id bigint, p_limit integer) TO service_role;

-- public.team_link: everything a team link's page shows (anon): the event's public fields, the
-- team a code opens and its players. A wrong code or an unknown event gives nulls, never an error
-- that would tell which part was wrong.

CREATE FUNCTION public.team_link(p_event_code text, p_code text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ev public.events;
  v_team text;
begin
  select * into ev from public.events e where e.code = lower(btrim(p_event_code));
  if not found then
    return jsonb_build_object('event', null, 'team', null, 'players', null);
  end if;
  v_team := private.team_for_code(ev.name, p_code);
  if ev.state in ('draft', 'archived') then
    if v_team is null then
      return jsonb_build_object('event', null, 'team', null, 'players', null);
    end if;
    return jsonb_build_object('event', private.event_public(ev), 'team', v_team, 'players', null);
  end if;
  if v_team is null then
    return jsonb_build_object('event', private.event_public(ev), 'team', null, 'players', null);
  end if;
  return jsonb_build_object(
    'event', private.event_public(ev),
    'team', v_team,
    'players', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.player_name, p.id)
        from public.event_uploads u, lateral private.roster_player(u) p
       where u.event_name = ev.name and lower(u.team) = lower(v_team)), '[]'::jsonb));
end $$;

REVOKE ALL ON FUNCTION public.team_link(text, text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.team_link(p_event_code text, p_code text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.team_link(p_event_code text, p_code text) TO anon;
GRANT ALL ON FUNCTION public.team_link(p_event_code text, p_code text) TO authenticated;
GRANT ALL ON FUNCTION public.team_link(p_event_code text, p_code text) TO service_role;

-- public.admin_export_players: every player of an event (or of the teams named) with what an
-- export needs, a page at a time in team, name, id order (PostgREST answers at most 1000 rows).
-- master_path / master_square: the current photo's head-and-shoulders master and the player's
-- square inside it (null: a photo stored before masters; the export cuts from the square).

CREATE FUNCTION public.admin_export_players(p_event text, p_teams text[] DEFAULT NULL::text[], p_after_team text DEFAULT NULL::text, p_after_name text DEFAULT NULL::text, p_after_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 1000) RETURNS TABLE(id bigint, team text, player_name text, photo_path text, review_state text, photo_at timestamp with time zone, shirt_number integer, family_name text, given_name text, role text, external_id text, master_path text, master_square integer[])
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_admin();
  if (p_after_id is null) <> (p_after_name is null) or (p_after_id is null) <> (p_after_team is null) then
    raise exception 'A page starts after a team, a name and an id, or none' using errcode = '22023';
  end if;
  return query
    select u.id, u.team, u.player_name, u.photo_path, v.review_state, v.created_at,
           u.shirt_number, u.family_name, u.given_name, u.role, u.external_id, v.master_path, v.master_square
      from public.event_uploads u
      left join public.photo_versions v on v.photo_path = u.photo_path
     where u.event_name = p_event
       and (p_teams is null or lower(u.team) = any (select lower(t) from unnest(p_teams) t))
       and (p_after_id is null or (u.team, u.player_name, u.id) > (p_after_team, p_after_name, p_after_id))
     order by u.team, u.player_name, u.id
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

REVOKE ALL ON FUNCTION public.admin_export_players(text, text[], text, text, bigint, integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.admin_export_players(p_event text, p_teams text[], p_after_team text, p_after_name text, p_after_id bigint, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_export_players(p_event text, p_teams text[], p_after_team text, p_after_name text, p_after_id bigint, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_export_players(p_event text, p_teams text[], p_after_team text, p_after_name text, p_after_id bigint, p_limit integer) TO service_role;

-- public.event_summary: called by signed-in admins through the API.

CREATE FUNCTION public.event_summary(p_event text) RETURNS TABLE(team text, total integer, uploaded integer, approved integer, needs_review integer, retake integer, last_updated timestamp with time zone, access_code text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
    with teams as (
      select t.team as name from public.team_access t where t.event_name = p_event
      union
      select distinct on (lower(u.team)) u.team from public.event_uploads u where u.event_name = p_event
    ),
    named as (
      select distinct on (lower(name)) name from teams order by lower(name), name
    )
    select n.name,
           count(u.id)::integer,
           count(u.id) filter (where u.upload_status)::integer,
           count(u.id) filter (where v.review_state = 'approved')::integer,
           count(u.id) filter (where u.photo_path is not null and coalesce(v.review_state, 'submitted') = 'submitted')::integer,
           count(u.id) filter (where v.review_state = 'retake')::integer,
           max(u.updated_at),
           (select a.code from public.team_access a where a.event_name = p_event and lower(a.team) = lower(n.name))
      from named n
      left join public.event_uploads u on u.event_name = p_event and lower(u.team) = lower(n.name)
      left join public.photo_versions v on v.photo_path = u.photo_path
     group by n.name
     order by n.name;
end $$;

REVOKE ALL ON FUNCTION public.event_summary(text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.event_summary(p_event text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_summary(p_event text) TO authenticated;
GRANT ALL ON FUNCTION public.event_summary(p_event text) TO service_role;

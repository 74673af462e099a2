-- Rosters and a player's versions, a page at a time: PostgREST cuts every answer at 1000 rows
-- (db-max-rows), so a team of more than 1000 players (an import can make one) lost the players
-- after the 1000th by name, and a player with more than 1000 versions lost the oldest. Each list
-- answers at most p_limit rows (≤ 1000) after the last row the caller has, in its own order;
-- the caller asks again until a page comes back short. Called with the old arguments, each
-- answers its first page, as before.

drop function public.admin_team_roster(text, text);
create function public.admin_team_roster(p_event text, p_team text, p_after_name text default null,
                                         p_after_id bigint default null, p_limit integer default 1000)
returns setof public.admin_player
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if (p_after_name is null) <> (p_after_id is null) then
    raise exception 'A page starts after both a name and an id, or neither' using errcode = '22023';
  end if;
  return query
    select (private.admin_player(u)).* from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
       and (p_after_name is null or (u.player_name, u.id) > (p_after_name, p_after_id))
     order by u.player_name, u.id
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

-- As in 20251209000003_roster_player_once.sql, a page at a time.
drop function public.team_roster(text, text);
create function public.team_roster(p_event text, p_code text, p_after_name text default null,
                                   p_after_id bigint default null, p_limit integer default 1000)
returns setof public.roster_player
language plpgsql stable security definer set search_path = '' as $$
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

drop function public.player_photo_versions(bigint);
create function public.player_photo_versions(p_id bigint, p_before_at timestamptz default null,
                                             p_before_id bigint default null, p_limit integer default 1000)
returns table (id bigint, photo_path text, thumb_path text, photo_url text, thumb_url text, bytes bigint,
               source text, abandoned boolean, review_state text, retake_reason text, retake_note text,
               reviewed_at timestamptz, consented_at timestamptz, created_at timestamptz, is_current boolean)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if (p_before_at is null) <> (p_before_id is null) then
    raise exception 'A page starts after both a time and an id, or neither' using errcode = '22023';
  end if;
  perform private.adopt_abandoned_uploads();
  return query
    select v.id, v.photo_path, v.thumb_path, private.public_photo_url(v.photo_path),
           case when v.thumb_path is not null then private.public_photo_url(v.thumb_path) end, v.bytes,
           v.source, v.abandoned, v.review_state, v.retake_reason, v.retake_note, v.reviewed_at, v.consented_at,
           v.created_at, exists (select 1 from public.event_uploads u where u.id = p_id and u.photo_path = v.photo_path)
      from public.photo_versions v
     where v.upload_id = p_id
       and (p_before_at is null or (v.created_at, v.id) < (p_before_at, p_before_id))
     order by v.created_at desc, v.id desc
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $$;

revoke all on function public.admin_team_roster(text, text, text, bigint, integer),
  public.player_photo_versions(bigint, timestamptz, bigint, integer) from public, anon;
grant execute on function public.admin_team_roster(text, text, text, bigint, integer),
  public.player_photo_versions(bigint, timestamptz, bigint, integer) to authenticated;
revoke all on function public.team_roster(text, text, text, bigint, integer) from public;
grant execute on function public.team_roster(text, text, text, bigint, integer) to anon, authenticated;

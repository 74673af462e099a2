-- public.import_roster: called by signed-in admins through the API, with p_apply false for the
-- preview (nothing changes) and true to apply. Each element of p_rows is one line of the file:
-- team and player_name, and optionally number (text: '7', '#7'), family_name, given_name, role
-- and external_id. A line names a new player (add, new-team) or one the team has (found by name):
-- then its non-empty cells change what is stored (update) or match it (exists); an empty cell never
-- clears a stored value. A line is refused with the reason as its status: blank, too-long,
-- duplicate (the same player earlier in the file), bad-number, bad-role, name-part-too-long,
-- details-control-characters, id-too-long, duplicate-number (another player of the team has it, here
-- or earlier in the file), duplicate-id (another player of the event). `was` holds the stored
-- values of the fields an update changes. When applying, a line may carry what its preview said:
-- expect ('add', 'new-team' or 'update') and seen (the preview's `was`); a line whose verdict is no
-- longer that is not written and answers 'changed' (compare-and-set). A number or ID stored by
-- another admin at the same instant refuses the line as duplicate-number or duplicate-id.

CREATE FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) RETURNS TABLE(line integer, team text, player_name text, status text, shirt_number integer, family_name text, given_name text, role text, external_id text, was jsonb)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  r record;
  seen text[] := '{}';
  new_teams text[] := '{}';
  claimed_numbers text[] := '{}';
  claimed_ids text[] := '{}';
  k text;
  v_team text;
  v_name text;
  v_status text;
  v_number_text text;
  v_number integer;
  v_family text;
  v_given text;
  v_role text;
  v_id text;
  v_was jsonb;
  v_expect text;
  v_old public.event_uploads;
  v_constraint text;
begin
  perform private.require_admin();
  if not exists (select 1 from public.events e where e.name = p_event) then
    raise exception 'Unknown event' using errcode = 'PT404';
  end if;
  for r in select (x.ordinality)::integer as n, x.value as v
             from jsonb_array_elements(coalesce(p_rows, '[]'::jsonb)) with ordinality x loop
    -- a line break inside a quoted CSV cell (or a tab, any control character) becomes a space
    v_team := btrim(regexp_replace(coalesce(r.v ->> 'team', ''), '[[:cntrl:]]+', ' ', 'g'));
    v_name := btrim(regexp_replace(coalesce(r.v ->> 'player_name', ''), '[[:cntrl:]]+', ' ', 'g'));
    v_number_text := btrim(regexp_replace(coalesce(r.v ->> 'number', ''), '^\s*(#|No\.?|Nr\.?)\s*', '', 'i'));
    v_family := nullif(btrim(regexp_replace(coalesce(r.v ->> 'family_name', ''), '[[:cntrl:]]+', ' ', 'g')), '');
    v_given := nullif(btrim(regexp_replace(coalesce(r.v ->> 'given_name', ''), '[[:cntrl:]]+', ' ', 'g')), '');
    v_role := nullif(lower(btrim(coalesce(r.v ->> 'role', ''))), '');
    v_id := nullif(btrim(regexp_replace(coalesce(r.v ->> 'external_id', ''), '[[:cntrl:]]+', ' ', 'g')), '');
    v_number := case when v_number_text ~ '^[0-9]{1,3}$' then v_number_text::integer end;
    v_was := null;
    k := lower(v_team) || chr(31) || lower(v_name);
    -- an existing team keeps its stored spelling
    v_team := coalesce(
      (select t.team from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team)),
      (select u.team from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team) limit 1),
      v_team);
    select * into v_old from public.event_uploads u
     where u.event_name = p_event and lower(u.team) = lower(v_team) and lower(u.player_name) = lower(v_name)
     order by u.id limit 1;
    if found then
      -- an empty cell keeps what is stored
      v_number := case when v_number_text = '' then v_old.shirt_number else v_number end;
      v_family := coalesce(v_family, v_old.family_name);
      v_given := coalesce(v_given, v_old.given_name);
      v_role := coalesce(v_role, v_old.role);
      v_id := coalesce(v_id, v_old.external_id);
    else
      v_old := null;
      v_role := coalesce(v_role, 'player');
    end if;
    if v_team = '' or v_name = '' then
      v_status := 'blank';
    elsif length(v_team) > 80 or length(v_name) > 120 then
      v_status := 'too-long';
    elsif k = any(seen) then
      v_status := 'duplicate';
    elsif v_number_text <> '' and v_number is null then
      v_status := 'bad-number';
    else
      v_status := private.player_details_problem(p_event, v_team, v_old.id, v_number, v_family, v_given, v_role, v_id);
      if v_status is null and v_number is not null
         and (lower(v_team) || chr(31) || v_number) = any(claimed_numbers) then
        v_status := 'duplicate-number';
      elsif v_status is null and v_id is not null and lower(v_id) = any(claimed_ids) then
        v_status := 'duplicate-id';
      end if;
    end if;
    if v_status is not null then
      null;
    elsif v_old.id is not null then
      v_was := (select coalesce(jsonb_object_agg(f.key, f.before), '{}'::jsonb)
                  from (values ('shirt_number', to_jsonb(v_old.shirt_number), to_jsonb(v_number)),
                               ('family_name', to_jsonb(v_old.family_name), to_jsonb(v_family)),
                               ('given_name', to_jsonb(v_old.given_name), to_jsonb(v_given)),
                               ('role', to_jsonb(v_old.role), to_jsonb(v_role)),
                               ('external_id', to_jsonb(v_old.external_id), to_jsonb(v_id))) f(key, before, after)
                 where f.before is distinct from f.after);
      v_status := case when v_was = '{}'::jsonb then 'exists' else 'update' end;
      if v_status = 'exists' then
        v_was := null;
      end if;
    elsif not exists (select 1 from public.team_access t where t.event_name = p_event and lower(t.team) = lower(v_team))
          and not exists (select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(v_team))
          and not lower(v_team) = any(new_teams) then
      v_status := 'new-team';
      new_teams := new_teams || lower(v_team);
    else
      v_status := 'add';
    end if;
    v_expect := r.v ->> 'expect';
    if p_apply and v_expect is not null
       and (case when v_status = 'new-team' then 'add' else v_status end) is distinct from (case when v_expect = 'new-team' then 'add' else v_expect end)
        or p_apply and v_status = 'update' and v_expect = 'update' and v_was is distinct from (r.v -> 'seen') then
      v_status := 'changed';
    end if;
    if v_status not in ('blank', 'too-long') then
      seen := seen || k;
    end if;
    if v_status in ('add', 'new-team', 'update', 'exists') then
      if v_number is not null then
        claimed_numbers := claimed_numbers || (lower(v_team) || chr(31) || v_number);
      end if;
      if v_id is not null then
        claimed_ids := claimed_ids || lower(v_id);
      end if;
    end if;
    begin
      if p_apply and v_status in ('add', 'new-team') then
        if v_status = 'new-team' then
          insert into public.team_access (event_name, team, code) values (p_event, v_team, private.random_code());
        end if;
        insert into public.event_uploads (event_name, team, player_name, shirt_number, family_name, given_name, role, external_id)
        values (p_event, v_team, v_name, v_number, v_family, v_given, v_role, v_id);
      elsif p_apply and v_status = 'update' then
        update public.event_uploads u
           set shirt_number = v_number, family_name = v_family, given_name = v_given, role = v_role, external_id = v_id,
               updated_at = now()
         where u.id = v_old.id;
      end if;
    exception when unique_violation then
      -- another admin stored this number or ID since the line was judged: the line is refused as
      -- the check would have refused it, nothing of it is written (a new team's link neither),
      -- and the other lines go on
      get stacked diagnostics v_constraint = constraint_name;
      if private.unique_details_problem(v_constraint) is null then
        raise;
      end if;
      if v_status = 'new-team' then
        new_teams := array_remove(new_teams, lower(v_team));
      end if;
      v_status := private.unique_details_problem(v_constraint);
      v_was := null;
    end;
    return query select r.n, v_team, v_name, v_status, v_number, v_family, v_given, v_role, v_id, v_was;
  end loop;
end $$;

REVOKE ALL ON FUNCTION public.import_roster(text, jsonb, boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) TO authenticated;
GRANT ALL ON FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean) TO service_role;

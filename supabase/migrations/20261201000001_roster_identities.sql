-- Roster identities (issue #33): a player may have a shirt number (1-99, one per number in a
-- team), family and given names, a role (player, goalkeeper, staff; player by default) and an
-- external ID from the accreditation system (one per ID in an event). Every function that returns
-- or writes players carries them; the anonymous team_roster gains only the number. The row types
-- gain attributes in place (ALTER TYPE ... ADD ATTRIBUTE): dropping them would take every
-- function returning them along. Functions whose signature or answer changed are dropped and
-- created again with their grants; the identity changes are audited as 'player-details'.

alter table "public"."audit_log" drop constraint "audit_log_action_check";

drop function if exists "public"."add_player"(p_event text, p_team text, p_name text, p_allow_duplicate boolean);

drop function if exists "public"."admin_export_players"(p_event text, p_teams text[], p_after_team text, p_after_name text, p_after_id bigint, p_limit integer);

alter type "public"."admin_player" add attribute "shirt_number" integer, add attribute "family_name" text, add attribute "given_name" text, add attribute "role" text, add attribute "external_id" text;

drop function if exists "public"."import_roster"(p_event text, p_rows jsonb, p_apply boolean);

alter type "public"."roster_player" add attribute "shirt_number" integer;

alter table "public"."event_uploads" add column "shirt_number" integer;

alter table "public"."event_uploads" add column "family_name" text;

alter table "public"."event_uploads" add column "given_name" text;

alter table "public"."event_uploads" add column "role" text not null default 'player'::text;

alter table "public"."event_uploads" add column "external_id" text;

CREATE UNIQUE INDEX event_uploads_event_external_id_key ON public.event_uploads USING btree (event_name, lower(external_id)) WHERE (external_id IS NOT NULL);

CREATE UNIQUE INDEX event_uploads_team_number_key ON public.event_uploads USING btree (event_name, lower(team), shirt_number) WHERE (shirt_number IS NOT NULL);

alter table "public"."event_uploads" add constraint "event_uploads_external_id_check" CHECK (((length(btrim(external_id)) >= 1) AND (length(external_id) <= 64) AND (external_id = btrim(external_id)) AND (external_id !~ '[[:cntrl:]]'::text))) not valid;

alter table "public"."event_uploads" validate constraint "event_uploads_external_id_check";

alter table "public"."event_uploads" add constraint "event_uploads_family_name_check" CHECK (((length(btrim(family_name)) >= 1) AND (length(family_name) <= 120) AND (family_name !~ '[[:cntrl:]]'::text))) not valid;

alter table "public"."event_uploads" validate constraint "event_uploads_family_name_check";

alter table "public"."event_uploads" add constraint "event_uploads_given_name_check" CHECK (((length(btrim(given_name)) >= 1) AND (length(given_name) <= 120) AND (given_name !~ '[[:cntrl:]]'::text))) not valid;

alter table "public"."event_uploads" validate constraint "event_uploads_given_name_check";

alter table "public"."event_uploads" add constraint "event_uploads_role_check" CHECK ((role = ANY (ARRAY['player'::text, 'goalkeeper'::text, 'staff'::text]))) not valid;

alter table "public"."event_uploads" validate constraint "event_uploads_role_check";

alter table "public"."event_uploads" add constraint "event_uploads_shirt_number_check" CHECK (((shirt_number >= 1) AND (shirt_number <= 99))) not valid;

alter table "public"."event_uploads" validate constraint "event_uploads_shirt_number_check";

alter table "public"."audit_log" add constraint "audit_log_action_check" CHECK ((action = ANY (ARRAY['add-player'::text, 'remove-player'::text, 'rename'::text, 'player-details'::text, 'upload'::text, 'replace'::text, 'delete-photo'::text, 'restore'::text, 'approve'::text, 'request-retake'::text, 'undo-approval'::text, 'purge'::text, 'add-team'::text, 'regenerate-code'::text, 'consent-changed'::text, 'event-created'::text, 'event-changed'::text, 'event-state'::text, 'event-imported'::text]))) not valid;

alter table "public"."audit_log" validate constraint "audit_log_action_check";

set check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.player_details_problem(p_event text, p_team text, p_except_id bigint, p_number integer, p_family text, p_given text, p_role text, p_external_id text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_number is not null and (p_number < 1 or p_number > 99) then
    return 'bad-number';
  end if;
  if p_role is null or p_role not in ('player', 'goalkeeper', 'staff') then
    return 'bad-role';
  end if;
  if length(p_family) > 120 or length(p_given) > 120 then
    return 'name-part-too-long';
  end if;
  if p_family ~ '[[:cntrl:]]' or p_given ~ '[[:cntrl:]]' or p_external_id ~ '[[:cntrl:]]' then
    return 'details-control-characters';
  end if;
  if length(p_external_id) > 64 then
    return 'id-too-long';
  end if;
  if p_number is not null and exists (
       select 1 from public.event_uploads u where u.event_name = p_event and lower(u.team) = lower(btrim(p_team))
          and u.shirt_number = p_number and u.id is distinct from p_except_id) then
    return 'duplicate-number';
  end if;
  if p_external_id is not null and exists (
       select 1 from public.event_uploads u where u.event_name = p_event
          and lower(u.external_id) = lower(p_external_id) and u.id is distinct from p_except_id) then
    return 'duplicate-id';
  end if;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION private.raise_details_problem(p_problem text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if p_problem is null then
    return;
  end if;
  raise exception '%', case p_problem
      when 'bad-number' then 'Shirt numbers are whole numbers from 1 to 99'
      when 'bad-role' then 'The role is player, goalkeeper or staff'
      when 'name-part-too-long' then 'Family and given names can have at most 120 characters'
      when 'details-control-characters' then 'Names and IDs can''t contain line breaks or other control characters'
      when 'id-too-long' then 'External IDs can have at most 64 characters'
      when 'duplicate-number' then 'Another player of this team has this number'
      when 'duplicate-id' then 'Another player of this event has this external ID'
      else p_problem end
    using errcode = case when p_problem like 'duplicate-%' then 'PT409' else '22023' end, hint = p_problem;
end $function$
;

CREATE OR REPLACE FUNCTION public.add_player(p_event text, p_team text, p_name text, p_allow_duplicate boolean DEFAULT false, p_number integer DEFAULT NULL::integer, p_family text DEFAULT NULL::text, p_given text DEFAULT NULL::text, p_role text DEFAULT 'player'::text, p_external_id text DEFAULT NULL::text)
 RETURNS SETOF public.admin_player
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_name text;
  v_family text := nullif(btrim(p_family), '');
  v_given text := nullif(btrim(p_given), '');
  v_role text := coalesce(nullif(lower(btrim(p_role)), ''), 'player');
  v_id text := nullif(btrim(p_external_id), '');
  r public.event_uploads;
begin
  perform private.require_admin();
  v_name := private.check_player_name(p_name, 'Please enter a player name', p_event, p_team, null, p_allow_duplicate);
  perform private.raise_details_problem(private.player_details_problem(p_event, p_team, null, p_number, v_family, v_given, v_role, v_id));
  insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url, shirt_number, family_name, given_name, role, external_id)
  values (p_event, btrim(p_team), v_name, false, null, p_number, v_family, v_given, v_role, v_id)
  returning * into r;
  return query select * from private.admin_player(r);
end $function$
;

CREATE OR REPLACE FUNCTION public.update_player_details(p_id bigint, p_seen jsonb, p_name text, p_number integer, p_family text, p_given text, p_role text, p_external_id text, p_allow_duplicate boolean DEFAULT false)
 RETURNS SETOF public.admin_player
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_name text;
  v_family text := nullif(btrim(p_family), '');
  v_given text := nullif(btrim(p_given), '');
  v_role text := coalesce(nullif(lower(btrim(p_role)), ''), 'player');
  v_id text := nullif(btrim(p_external_id), '');
  r public.event_uploads;
begin
  perform private.require_admin();
  select * into r from public.event_uploads u where u.id = p_id for update;
  if not found then
    raise exception 'Player not found' using errcode = 'PT404', hint = 'player-removed';
  end if;
  if jsonb_build_object('player_name', r.player_name, 'shirt_number', r.shirt_number, 'family_name', r.family_name,
                        'given_name', r.given_name, 'role', r.role, 'external_id', r.external_id) is distinct from p_seen then
    perform private.raise_player_changed();
  end if;
  v_name := private.check_player_name(p_name, 'Player name cannot be empty', r.event_name, r.team, r.id, p_allow_duplicate);
  perform private.raise_details_problem(private.player_details_problem(r.event_name, r.team, r.id, p_number, v_family, v_given, v_role, v_id));
  update public.event_uploads u
     set player_name = v_name, shirt_number = p_number, family_name = v_family, given_name = v_given, role = v_role,
         external_id = v_id, updated_at = now()
   where u.id = p_id returning * into r;
  return query select * from private.admin_player(r);
end $function$
;

CREATE OR REPLACE FUNCTION private.admin_player(p_row public.event_uploads)
 RETURNS public.admin_player
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_row.id, p_row.event_name, p_row.team, p_row.player_name, p_row.upload_status, p_row.photo_url,
         p_row.photo_path, p_row.thumb_path, p_row.thumb_url, p_row.updated_at, p_row.created_at,
         coalesce(v.review_state, case when p_row.photo_path is not null then 'submitted' end),
         v.retake_reason, v.retake_note,
         (select count(*)::integer from public.photo_versions x where x.upload_id = p_row.id),
         v.findings, coalesce(v.auto_approved, false),
         p_row.shirt_number, p_row.family_name, p_row.given_name, p_row.role, p_row.external_id
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$function$
;

CREATE OR REPLACE FUNCTION private.event_uploads_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_action text;
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.event_name, new.team, new.id, new.player_name, 'add-player', null,
                          jsonb_build_object('player_name', new.player_name));
    if new.photo_path is not null then
      perform private.ensure_version(new);
    end if;
    return null;
  elsif tg_op = 'DELETE' then
    perform private.audit(old.event_name, old.team, old.id, old.player_name, 'remove-player',
                          jsonb_build_object('player_name', old.player_name, 'photo_path', old.photo_path), null);
    return null;
  end if;
  if new.player_name is distinct from old.player_name then
    perform private.audit(new.event_name, new.team, new.id, new.player_name, 'rename',
                          jsonb_build_object('player_name', old.player_name), jsonb_build_object('player_name', new.player_name));
  end if;
  -- number, family and given names, role, external ID: one entry with the fields that changed
  if (new.shirt_number, new.family_name, new.given_name, new.role, new.external_id)
     is distinct from (old.shirt_number, old.family_name, old.given_name, old.role, old.external_id) then
    perform private.audit(new.event_name, new.team, new.id, new.player_name, 'player-details',
      (select jsonb_object_agg(f.key, f.before) from (values
         ('shirt_number', to_jsonb(old.shirt_number), to_jsonb(new.shirt_number)), ('family_name', to_jsonb(old.family_name), to_jsonb(new.family_name)),
         ('given_name', to_jsonb(old.given_name), to_jsonb(new.given_name)), ('role', to_jsonb(old.role), to_jsonb(new.role)),
         ('external_id', to_jsonb(old.external_id), to_jsonb(new.external_id))) f(key, before, after) where f.before is distinct from f.after),
      (select jsonb_object_agg(f.key, f.after) from (values
         ('shirt_number', to_jsonb(old.shirt_number), to_jsonb(new.shirt_number)), ('family_name', to_jsonb(old.family_name), to_jsonb(new.family_name)),
         ('given_name', to_jsonb(old.given_name), to_jsonb(new.given_name)), ('role', to_jsonb(old.role), to_jsonb(new.role)),
         ('external_id', to_jsonb(old.external_id), to_jsonb(new.external_id))) f(key, before, after) where f.before is distinct from f.after));
  end if;
  if new.photo_path is distinct from old.photo_path then
    if new.photo_path is not null then
      perform private.ensure_version(new);
    end if;
    v_action := coalesce(nullif(current_setting('portal.photo_action', true), ''),
      case when new.photo_path is null then 'delete-photo'
           when old.photo_path is null then 'upload'
           else 'replace' end);
    perform private.audit(new.event_name, new.team, new.id, new.player_name, v_action,
                          jsonb_build_object('photo_path', old.photo_path), jsonb_build_object('photo_path', new.photo_path));
  end if;
  return null;
end $function$
;

CREATE OR REPLACE FUNCTION private.roster_player(p_row public.event_uploads)
 RETURNS public.roster_player
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_row.id, p_row.player_name, p_row.upload_status, p_row.photo_url, p_row.photo_path, p_row.thumb_path,
         p_row.updated_at,
         case when p_row.photo_path is null then null
              when v.auto_approved then 'submitted'
              else coalesce(v.review_state, 'submitted') end,
         v.retake_reason, v.retake_note,
         -- the number only: the rest of a player's identity is not for anonymous callers
         p_row.shirt_number
    from (select 1) one
    left join public.photo_versions v on v.photo_path = p_row.photo_path
$function$
;

CREATE OR REPLACE FUNCTION public.admin_export_players(p_event text, p_teams text[] DEFAULT NULL::text[], p_after_team text DEFAULT NULL::text, p_after_name text DEFAULT NULL::text, p_after_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 1000)
 RETURNS TABLE(id bigint, team text, player_name text, photo_path text, review_state text, photo_at timestamp with time zone, shirt_number integer, family_name text, given_name text, role text, external_id text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin();
  if (p_after_id is null) <> (p_after_name is null) or (p_after_id is null) <> (p_after_team is null) then
    raise exception 'A page starts after a team, a name and an id, or none' using errcode = '22023';
  end if;
  return query
    select u.id, u.team, u.player_name, u.photo_path, v.review_state, v.created_at,
           u.shirt_number, u.family_name, u.given_name, u.role, u.external_id
      from public.event_uploads u
      left join public.photo_versions v on v.photo_path = u.photo_path
     where u.event_name = p_event
       and (p_teams is null or lower(u.team) = any (select lower(t) from unnest(p_teams) t))
       and (p_after_id is null or (u.team, u.player_name, u.id) > (p_after_team, p_after_name, p_after_id))
     order by u.team, u.player_name, u.id
     limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
end $function$
;


CREATE OR REPLACE FUNCTION public.import_roster(p_event text, p_rows jsonb, p_apply boolean)
 RETURNS TABLE(line integer, team text, player_name text, status text, shirt_number integer, family_name text, given_name text, role text, external_id text, was jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    return query select r.n, v_team, v_name, v_status, v_number, v_family, v_given, v_role, v_id, v_was;
  end loop;
end $function$
;

revoke all on function private.player_details_problem(text, text, bigint, integer, text, text, text, text) from public;
revoke all on function private.raise_details_problem(text) from public;

revoke all on function public.add_player(text, text, text, boolean, integer, text, text, text, text) from public, anon, authenticated, service_role;
grant all on function public.add_player(text, text, text, boolean, integer, text, text, text, text) to authenticated, service_role;

revoke all on function public.update_player_details(bigint, jsonb, text, integer, text, text, text, text, boolean) from public, anon, authenticated, service_role;
grant all on function public.update_player_details(bigint, jsonb, text, integer, text, text, text, text, boolean) to authenticated, service_role;

revoke all on function public.import_roster(text, jsonb, boolean) from public, anon, authenticated, service_role;
grant all on function public.import_roster(text, jsonb, boolean) to authenticated, service_role;

revoke all on function public.admin_export_players(text, text[], text, text, bigint, integer) from public, anon, authenticated, service_role;
grant all on function public.admin_export_players(text, text[], text, text, bigint, integer) to authenticated, service_role;

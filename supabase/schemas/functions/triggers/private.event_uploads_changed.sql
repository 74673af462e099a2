-- private.event_uploads_changed: called by a trigger (see the table it is on).

CREATE FUNCTION private.event_uploads_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
end $$;

REVOKE ALL ON FUNCTION private.event_uploads_changed() FROM PUBLIC;

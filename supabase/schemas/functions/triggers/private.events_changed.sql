-- private.events_changed: called by a trigger (see the table it is on).

CREATE FUNCTION private.events_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_before jsonb;
  v_after jsonb;
begin
  if tg_op = 'INSERT' then
    perform private.audit(new.name, null, null, null, 'event-created', null,
                          private.event_fields(new) || jsonb_build_object('code', new.code, 'state', new.state));
    return null;
  end if;
  if (new.consent_required, new.consent_text_en, new.consent_text_es)
     is distinct from (old.consent_required, old.consent_text_en, old.consent_text_es) then
    perform private.audit(new.name, null, null, null, 'consent-changed',
      jsonb_build_object('required', old.consent_required, 'en', old.consent_text_en, 'es', old.consent_text_es),
      jsonb_build_object('required', new.consent_required, 'en', new.consent_text_en, 'es', new.consent_text_es));
  end if;
  if new.state is distinct from old.state then
    perform private.audit(new.name, null, null, null, 'event-state',
                          jsonb_build_object('state', old.state), jsonb_build_object('state', new.state));
  end if;
  -- only the fields that changed, before and after
  select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, n.value) into v_before, v_after
    from jsonb_each(private.event_fields(old)) o
    join jsonb_each(private.event_fields(new)) n on n.key = o.key
   where o.value is distinct from n.value;
  if v_before is not null then
    perform private.audit(new.name, null, null, null, 'event-changed', v_before, v_after);
  end if;
  return null;
end $$;

REVOKE ALL ON FUNCTION private.events_changed() FROM PUBLIC;

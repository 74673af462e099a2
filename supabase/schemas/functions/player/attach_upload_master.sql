-- public.attach_upload_master: a team link's step after finish_upload (anon): records the
-- head-and-shoulders master the phone stored under a finished ticket's master key, with the
-- player's square inside it, on the version that ticket created (not the player's current photo:
-- if an admin replaced it meanwhile, the master still belongs to its own version). The phone sends
-- the master after the player has seen their upload succeed, so the player never waits for it;
-- a master that never comes costs only the export's best source. Refuses, with a hint, a ticket
-- that is unfinished, expired or not this link's, a key that is not the ticket's, a master not
-- stored, a square that is not one, and a second master for the same version.

CREATE FUNCTION public.attach_upload_master(p_event text, p_code text, p_ticket uuid, p_master_key text, p_master_square integer[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_team text := private.team_for_code(p_event, p_code);
  t public.upload_tickets;
  v public.photo_versions;
begin
  if v_team is null then
    raise exception 'Invalid access code' using errcode = 'PT403';
  end if;
  select * into t from public.upload_tickets x where x.id = p_ticket for update;
  if not found or t.expires_at <= now() then
    raise exception 'Upload ticket expired' using errcode = 'PT410', hint = 'master-too-late';
  end if;
  if t.event_name is distinct from p_event or lower(t.team) is distinct from lower(v_team)
     or t.master_key is null or t.master_key is distinct from p_master_key then
    raise exception 'This master is not the one this upload may store' using errcode = 'PT403', hint = 'master-not-of-ticket';
  end if;
  if t.used_at is null then
    raise exception 'The upload is not finished' using errcode = 'PT409', hint = 'upload-not-finished';
  end if;
  -- the version this ticket created: its photo is the ticket's own key
  select * into v from public.photo_versions x where x.photo_path = t.photo_key for update;
  if not found then
    raise exception 'This version no longer exists' using errcode = 'PT404', hint = 'version-gone';
  end if;
  if v.master_path is not null then
    raise exception 'This photo already has its master' using errcode = 'PT409', hint = 'master-recorded';
  end if;
  if not private.object_exists(t.master_key) then
    raise exception 'The master was not stored' using errcode = 'PT409', hint = 'master-not-stored';
  end if;
  if p_master_square is null or cardinality(p_master_square) <> 4 or array_position(p_master_square, null) is not null
     or p_master_square[1] < 0 or p_master_square[2] < 0 or p_master_square[3] <= 0 or p_master_square[4] <= 0 then
    raise exception 'The square inside the master must be x, y, width and height' using errcode = '22023', hint = 'master-square';
  end if;
  update public.photo_versions x set master_path = t.master_key, master_square = p_master_square where x.id = v.id;
end $$;

REVOKE ALL ON FUNCTION public.attach_upload_master(text, text, uuid, text, integer[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.attach_upload_master(p_event text, p_code text, p_ticket uuid, p_master_key text, p_master_square integer[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.attach_upload_master(p_event text, p_code text, p_ticket uuid, p_master_key text, p_master_square integer[]) TO anon;
GRANT ALL ON FUNCTION public.attach_upload_master(p_event text, p_code text, p_ticket uuid, p_master_key text, p_master_square integer[]) TO authenticated;
GRANT ALL ON FUNCTION public.attach_upload_master(p_event text, p_code text, p_ticket uuid, p_master_key text, p_master_square integer[]) TO service_role;

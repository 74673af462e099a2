-- The technical-support address players see in every footer (spec §1) is organizers' data, like
-- an event's contact: set in the admin area, not compiled into the app. One row for the portal.
-- An event's own contact_email, where set, still comes first on that event's pages.
create table public.portal_settings (
  id boolean primary key default true check (id),
  support_email text check (support_email is null or (length(support_email) <= 254
                            and support_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  updated_at timestamptz not null default now()
);
comment on table public.portal_settings is 'The portal''s own settings: one row (id = true).';
insert into public.portal_settings (id) values (true);

alter table public.portal_settings enable row level security;
revoke all on public.portal_settings from anon, authenticated, public;
grant select on public.portal_settings to authenticated;
create policy "admins read portal settings" on public.portal_settings for select to authenticated using (private.is_admin());

-- What every page's footer shows: the address, or null while none is set.
create function public.support_contact() returns text
language sql stable security definer set search_path = '' as $$
  select s.support_email from public.portal_settings s where s.id
$$;
revoke all on function public.support_contact() from public, anon, authenticated;
grant execute on function public.support_contact() to anon, authenticated;

-- Sets the address, if it is still the one the organizer saw (p_seen; null = none was set).
-- Blank clears it. Returns the stored value.
create function public.admin_set_support_contact(p_email text, p_seen text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := nullif(btrim(coalesce(p_email, '')), '');
  v_now text;
begin
  if not private.is_admin() then
    raise exception 'Only organizers can change the support address' using errcode = '42501';
  end if;
  if v_email is not null and (length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    perform private.raise_event('The support address is not an e-mail address', 'support-email-invalid');
  end if;
  select s.support_email into v_now from public.portal_settings s where s.id for update;
  if v_now is distinct from nullif(btrim(coalesce(p_seen, '')), '') then
    perform private.raise_event('Someone else changed the support address meanwhile', 'support-email-changed', 'PT409');
  end if;
  update public.portal_settings set support_email = v_email, updated_at = now() where id;
  return v_email;
end $$;
revoke all on function public.admin_set_support_contact(text, text) from public, anon, authenticated;
grant execute on function public.admin_set_support_contact(text, text) to authenticated;

-- The photo bucket and who may touch its objects. Public read (photos are shown by URL);
-- Storage itself enforces size and type.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('player-photos', 'player-photos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Players: only the two keys an unexpired, unused ticket names. No select/update/delete.
create policy "players store ticketed photos" on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'player-photos' and private.ticket_allows_key(name));

-- Admins: everything in this bucket (upsert needs insert + select + update; remove needs
-- delete + select).
create policy "admins insert photos" on storage.objects for insert to authenticated
  with check (bucket_id = 'player-photos' and private.is_admin());
create policy "admins read photos" on storage.objects for select to authenticated
  using (bucket_id = 'player-photos' and private.is_admin());
create policy "admins update photos" on storage.objects for update to authenticated
  using (bucket_id = 'player-photos' and private.is_admin())
  with check (bucket_id = 'player-photos' and private.is_admin());
create policy "admins delete photos" on storage.objects for delete to authenticated
  using (bucket_id = 'player-photos' and private.is_admin());

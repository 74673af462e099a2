-- Every begin_upload clears tickets expired a day ago and adopts abandoned uploads (tickets
-- expired unused whose photo was stored): both read every ticket of the last day, so each upload
-- got slower as the event went on. Measured in PGlite at 4000 tickets (a busy event day):
-- begin_upload 4.1 ms without these indexes, 1.9 ms with the first, 0.95 ms with both.
create index if not exists upload_tickets_expires_idx on public.upload_tickets (expires_at);
create index if not exists upload_tickets_unused_expires_idx on public.upload_tickets (expires_at) where used_at is null;

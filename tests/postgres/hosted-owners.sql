-- After server/db/bootstrap.sql: give auth and storage to their own roles as hosted Supabase
-- does, and set Supabase's classic default privileges for what `postgres` creates in public.

alter schema auth owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
-- hosted projects let postgres read and write the auth tables (the README's admin setup does)
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;

alter schema storage owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
grant usage on schema storage to postgres;
grant all on storage.buckets, storage.objects to postgres;

-- Hosted Supabase lets postgres create policies on storage.objects through supautils. Plain
-- PostgreSQL allows that only to the table's owner: membership in the owner role is the closest
-- plain equivalent (see docs/postgres-without-supabase.md).
grant supabase_storage_admin to postgres;

grant usage, create on schema extensions to postgres;

-- Supabase's classic default privileges: whatever postgres creates in public is granted to the
-- API roles unless a migration revokes it.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

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

-- postgres is NOT a member of supabase_storage_admin (hosted Supabase revoked that in April
-- 2025): a migration that creates an index, a column or a function in storage fails here as it
-- would there. Policies on storage.objects, which hosted Supabase still lets postgres create and
-- alter through supautils, are applied by hosted-like-cluster.ts as the superuser, as supautils
-- does.

grant usage, create on schema extensions to postgres;

-- Supabase's classic default privileges: whatever postgres creates in public is granted to the
-- API roles unless a migration revokes it.
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

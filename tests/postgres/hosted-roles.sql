-- Before server/db/bootstrap.sql, as the cluster's superuser (supabase_admin, as on hosted
-- Supabase): the roles a hosted project has. `postgres` — the role migrations run as on hosted
-- projects — is NOT a superuser there, and neither is it here.
-- BYPASSRLS, as on hosted projects: without ownership of storage's tables (see
-- hosted-owners.sql), it is what lets a migration add the photo bucket to storage.buckets.
create role postgres login createrole bypassrls;
-- The API roles inherit (hosted projects made them INHERIT); authenticator does not: PostgREST
-- switches to them with SET ROLE.
create role anon nologin;
create role authenticated nologin;
create role service_role nologin bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
-- hosted projects' statement timeouts; PostgREST applies a role's settings when it switches to it
-- (hosted-like-cluster.ts's asRequest does the same)
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant anon, authenticated, service_role to postgres;
create role supabase_auth_admin nologin noinherit;
create role supabase_storage_admin nologin noinherit;
grant all on schema public to postgres;
grant create, connect on database postgres to postgres;

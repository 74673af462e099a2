-- Before server/db/bootstrap.sql, as the cluster's superuser (supabase_admin, as on hosted
-- Supabase): the roles a hosted project has. `postgres` — the role migrations run as on hosted
-- projects — is NOT a superuser there, and neither is it here.
create role postgres login createrole;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
create role supabase_auth_admin nologin noinherit;
create role supabase_storage_admin nologin noinherit;
grant all on schema public to postgres;
grant create, connect on database postgres to postgres;

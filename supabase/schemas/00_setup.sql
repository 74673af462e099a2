-- What the tables and functions need first: schemas, extensions and their grants.

SET check_function_bodies = false;

CREATE SCHEMA private;

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;

-- public.admins: one row per organizer account (auth.users) allowed into the admin area.
-- private.is_admin() checks it on every admin call, so deleting a row revokes at once (unlike
-- app_metadata, which waits for token expiry; user_metadata is user-editable).

CREATE TABLE public.admins (
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.admins
    ADD CONSTRAINT admins_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.admins
    ADD CONSTRAINT admins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

ALTER TABLE public.admins ENABLE ROW LEVEL SECURITY;

CREATE POLICY "see own admin row" ON public.admins FOR SELECT TO authenticated USING ((user_id = auth.uid()));

REVOKE ALL ON TABLE public.admins FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.admins TO service_role;
GRANT SELECT ON TABLE public.admins TO authenticated;

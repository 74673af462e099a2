-- public.storage_orphans: one row per stored object no row points at any more (a player replaced
-- a photo, which anon may not delete). Admins see and purge them.

CREATE TABLE public.storage_orphans (
    path text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY public.storage_orphans
    ADD CONSTRAINT storage_orphans_pkey PRIMARY KEY (path);

ALTER TABLE public.storage_orphans ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admins clear orphans" ON public.storage_orphans FOR DELETE TO authenticated USING (private.is_admin());

CREATE POLICY "admins read orphans" ON public.storage_orphans FOR SELECT TO authenticated USING (private.is_admin());

REVOKE ALL ON TABLE public.storage_orphans FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.storage_orphans TO service_role;
GRANT SELECT,DELETE ON TABLE public.storage_orphans TO authenticated;

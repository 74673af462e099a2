-- public.team_access: one row per team of an event, holding the team link's access code (the
-- team's secret: stored upper-case, long and random). Only admins read it; players present a code
-- to the functions, which look it up.

CREATE TABLE public.team_access (
    event_name text NOT NULL,
    team text NOT NULL,
    code text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT team_access_code_check CHECK (((code = upper(code)) AND (length(code) >= 10))),
    CONSTRAINT team_access_team_check CHECK (((length(btrim(team)) >= 1) AND (length(btrim(team)) <= 80))),
    CONSTRAINT team_access_team_plain CHECK ((team !~ '[[:cntrl:]]'::text))
);

ALTER TABLE ONLY public.team_access
    ADD CONSTRAINT team_access_code_key UNIQUE (code);

ALTER TABLE ONLY public.team_access
    ADD CONSTRAINT team_access_pkey PRIMARY KEY (event_name, team);

ALTER TABLE ONLY public.team_access
    ADD CONSTRAINT team_access_event_name_fkey FOREIGN KEY (event_name) REFERENCES public.events(name) ON UPDATE CASCADE ON DELETE CASCADE;

CREATE UNIQUE INDEX team_access_event_team_ci ON public.team_access USING btree (event_name, lower(team));

CREATE TRIGGER team_access_audit AFTER INSERT OR UPDATE ON public.team_access FOR EACH ROW EXECUTE FUNCTION private.team_access_changed();

ALTER TABLE public.team_access ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admins read codes" ON public.team_access FOR SELECT TO authenticated USING (private.is_admin());

REVOKE ALL ON TABLE public.team_access FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.team_access TO service_role;
GRANT SELECT ON TABLE public.team_access TO authenticated;

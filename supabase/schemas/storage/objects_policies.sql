-- storage.objects: who may read, store, replace and remove photos in the player-photos bucket.

CREATE POLICY "admins delete photos" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'player-photos'::text) AND private.is_admin() AND (NOT private.object_in_use(name))));

CREATE POLICY "admins insert photos" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'player-photos'::text) AND private.is_admin()));

CREATE POLICY "admins read photos" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'player-photos'::text) AND private.is_admin()));

CREATE POLICY "admins update photos" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'player-photos'::text) AND private.is_admin() AND (NOT private.object_in_use(name)))) WITH CHECK (((bucket_id = 'player-photos'::text) AND private.is_admin()));

CREATE POLICY "players store ticketed photos" ON storage.objects FOR INSERT TO anon, authenticated WITH CHECK (((bucket_id = 'player-photos'::text) AND (COALESCE(NULLIF(current_setting('storage.operation'::text, true), ''::text), 'storage.object.upload'::text) = 'storage.object.upload'::text) AND private.ticket_allows_key(name)));

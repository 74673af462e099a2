-- Demo data for the local backend and for trying the portal: both events of the spec, national
-- teams with fictional rosters, a random access code per team, one demo admin.
-- The local backend prints the admin password it generated and a few team links when it starts.

-- The spec's two events exactly (§3), both open. Their deadlines are set when the data is
-- seeded, three weeks ahead at 18:00 in the venue's time zone, so the demo shows a deadline and
-- still takes uploads.
insert into public.events (code, name, display_name, short_name, venue, start_date, end_date,
                           upload_deadline, time_zone, state)
select code, name, display_name, name, venue, start_date, end_date,
       (date_trunc('day', now() at time zone time_zone) + interval '21 days 18 hours') at time zone time_zone,
       time_zone, 'open'
  from (values
    ('mjwc2025', 'MJWC 2025', 'Men''s Junior World Cup 2025', 'Tamil Nadu, India',
     date '2025-11-28', date '2025-12-10', 'Asia/Kolkata'),
    ('wjwc2025', 'WJWC 2025', 'Women''s Junior World Cup 2025', 'Santiago, Chile',
     date '2025-12-01', date '2025-12-13', 'America/Santiago')
  ) as e(code, name, display_name, venue, start_date, end_date, time_zone);

-- Demo admin, without a password: the local backend sets one per data folder (random, or
-- ADMIN_PASSWORD) and prints it. On a hosted project create your own admin (docs/deploying.md).
-- The token columns are '' rather than NULL: Supabase Auth (GoTrue) fails on a user row with NULL
-- tokens ("converting NULL to string"), also when it merely lists users, e.g. on a local
-- Supabase stack where this file was loaded by hand (docs/deploying.md).
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change,
                        raw_app_meta_data, raw_user_meta_data)
values ('00000000-0000-4000-8000-00000000a001', 'authenticated', 'authenticated',
        'admin@photo-portal.local', '', now(), '', '', '', '',
        '{"provider":"email","providers":["email"]}', '{}');
insert into public.admins (user_id) values ('00000000-0000-4000-8000-00000000a001');

-- Teams: (event, team, share of players who already have a photo).
create temporary table seed_teams (event_name text, team text, ord int, fill numeric);
insert into seed_teams values
  ('MJWC 2025', 'India', 1, 1.0),
  ('MJWC 2025', 'Germany', 2, 0.6),
  ('MJWC 2025', 'Netherlands', 3, 0.85),
  ('MJWC 2025', 'Belgium', 4, 0.3),
  ('MJWC 2025', 'Argentina', 5, 0.0),
  ('MJWC 2025', 'Australia', 6, 0.5),
  ('MJWC 2025', 'Spain', 7, 0.4),
  ('MJWC 2025', 'England', 8, 1.0),
  ('MJWC 2025', 'New Zealand', 9, 0.2),
  ('MJWC 2025', 'South Africa', 10, 0.7),
  ('MJWC 2025', 'Malaysia', 11, 0.0),
  ('MJWC 2025', 'Pakistan', 12, 0.55),
  ('MJWC 2025', 'Chile', 13, 0.1),
  ('MJWC 2025', 'Canada', 14, 0.0),
  ('MJWC 2025', 'Egypt', 15, 0.25),
  ('MJWC 2025', 'Switzerland', 16, 0.9),
  ('WJWC 2025', 'Chile', 1, 0.75),
  ('WJWC 2025', 'Argentina', 2, 1.0),
  ('WJWC 2025', 'Netherlands', 3, 0.5),
  ('WJWC 2025', 'Germany', 4, 0.0),
  ('WJWC 2025', 'Belgium', 5, 0.35),
  ('WJWC 2025', 'Spain', 6, 0.6),
  ('WJWC 2025', 'England', 7, 0.2),
  ('WJWC 2025', 'Scotland', 8, 0.0),
  ('WJWC 2025', 'Wales', 9, 0.45),
  ('WJWC 2025', 'New Zealand', 10, 0.8),
  ('WJWC 2025', 'South Africa', 11, 0.15),
  ('WJWC 2025', 'Australia', 12, 1.0),
  ('WJWC 2025', 'USA', 13, 0.3),
  ('WJWC 2025', 'Korea', 14, 0.0),
  ('WJWC 2025', 'Japan', 15, 0.65),
  ('WJWC 2025', 'Ireland', 16, 0.4);

insert into public.team_access (event_name, team, code)
select event_name, team, private.random_code() from seed_teams;

-- Fictional rosters: first and last names combined per team, with accents and apostrophes on
-- purpose (they must survive storage keys, CSV and zip names).
create temporary table seed_first (event_name text, n int, name text);
insert into seed_first
select 'MJWC 2025', ordinality::int, name from unnest(array[
  'Arjun','Lukas','Thijs','Tom','Joaquín','Liam','Álvaro','Oliver','Tama','Sipho','Faiz','Hamza',
  'Matías','Noah','Omar','Jonas','Léo','Björn','Seán','Ciarán','Mateo','Rafael','Kai','Hugo',
  'Rohan','Finn','Benjamín','Jérôme','Kwame','Nikolaj','Zoltán','Dev','Ethan','Ibrahim','Tomás']) with ordinality as t(name, ordinality);
insert into seed_first
select 'WJWC 2025', ordinality::int, name from unnest(array[
  'Sofía','Camila','Emma','Lotte','Fien','Maite','Isidora','Aoife','Siobhán','Ji-woo','Yuki','Chloé',
  'Amélie','Zoë','Renée','Florencia','Agustina','Hannah','Mia','Olivia','Lucía','Martina','Ana',
  'Josefina','Catalina','Grace','Ngozi','Ella','Nina','Hana','Léa','Ines','Valentina','Freya','Mei']) with ordinality as t(name, ordinality);

create temporary table seed_last (n int, name text);
insert into seed_last
select ordinality::int, name from unnest(array[
  'Müller','O''Brien','García','Núñez','van der Berg','Singh','Kowalski','Dubois','Nakamura',
  'Ramírez','D''Souza','Øvergaard','Peña','Schäfer','Ó Súilleabháin','Ng','Kim','De Smet',
  'Fernández','Ahmed','Khan','Walker','Morgan','Rossi','Jansen','Novák','Brennan','Da Silva',
  'Okafor','Tanaka','Lefèvre','Jørgensen','McAllister','Ibáñez','Van Aubel','Raza','Thompson']) with ordinality as t(name, ordinality);

insert into public.event_uploads (event_name, team, player_name, upload_status, photo_url, updated_at)
select distinct on (t.event_name, t.team, f.name || ' ' || l.name)
       t.event_name, t.team, f.name || ' ' || l.name, false, null,
       now() - make_interval(days => 3 + (t.ord + i) % 5)
  from seed_teams t
  cross join lateral generate_series(1, 16 + (t.ord * 5) % 7) i
  join seed_first f on f.event_name = t.event_name
                   and f.n = 1 + ((t.ord * 7 + i * 3) % (select count(*) from seed_first x where x.event_name = t.event_name))
  join seed_last l on l.n = 1 + ((t.ord * 11 + i * 5) % (select count(*) from seed_last));

-- Names that break naive code: very long, and a single word.
insert into public.event_uploads (event_name, team, player_name) values
  ('WJWC 2025', 'Chile', 'María José de los Ángeles Fernández-Villanueva'),
  ('MJWC 2025', 'Spain', 'Pau');

-- Some photos already in: the first `fill` share of each roster (alphabetically). The local
-- backend stores a generated placeholder JPEG for every such key and fills photo_url.
do $$
declare
  r record;
  k record;
begin
  for r in
    select u.id from public.event_uploads u
    join seed_teams t on t.event_name = u.event_name and t.team = u.team
    join lateral (select count(*) as total from public.event_uploads x
                  where x.event_name = u.event_name and x.team = u.team) c on true
    where (select count(*) from public.event_uploads y
           where y.event_name = u.event_name and y.team = u.team and y.player_name < u.player_name)
          < round(t.fill * c.total)
  loop
    select * into k from private.new_photo_keys(r.id);
    update public.event_uploads
       set upload_status = true, photo_path = k.photo_key, thumb_path = k.thumb_key,
           updated_at = now() - make_interval(hours => (r.id % 60)::int)
     where id = r.id;
  end loop;
end $$;

-- The demo's technical-support address (an organizer sets the real one in the admin area).
update public.portal_settings set support_email = 'photos-support@hockey-juniors.example';

drop table seed_teams, seed_first, seed_last;

-- private.key_slug: called by other functions only (schema private is not exposed).

CREATE FUNCTION private.key_slug(p text, max_len integer DEFAULT 40) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(left(btrim(regexp_replace(
    translate(p,
      'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěĞğÌÍÎÏìíîïĪīİıŁłÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűÝýÿŽžŹźŻż',
      'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeGgIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrSsSsSsTtUUUUuuuuUuUuUuYyyZzZzZz'),
    '[^A-Za-z0-9]+', '_', 'g'), '_'), max_len), ''), 'x')
$$;

REVOKE ALL ON FUNCTION private.key_slug(p text, max_len integer) FROM PUBLIC;

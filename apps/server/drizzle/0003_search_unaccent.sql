-- Accent-insensitive search (issue 3): unaccent() is only STABLE because its dictionary could
-- change, so it cannot appear in a generated column or an index. This wrapper names the dictionary
-- explicitly and is declared IMMUTABLE, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION coulisse_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

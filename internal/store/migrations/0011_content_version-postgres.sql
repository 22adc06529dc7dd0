-- The content version: a counter every write to what visitors see bumps, in
-- the same transaction as the write. Each instance keeps its public answers
-- in memory per version, so an edit through any instance, or straight into
-- the database, shows everywhere at the next request (DESIGN.md "Caching and
-- scale-out"). Tables only the owner or the server read (sessions, events,
-- outbox, jobs, subscribers, messages) do not bump it.
CREATE TABLE content_version (
    id      INTEGER PRIMARY KEY,
    version BIGINT NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE content_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;
CREATE TRIGGER books_bumps_version AFTER INSERT OR UPDATE OR DELETE ON books FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER book_genres_bumps_version AFTER INSERT OR UPDATE OR DELETE ON book_genres FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER materials_bumps_version AFTER INSERT OR UPDATE OR DELETE ON materials FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER multimedia_bumps_version AFTER INSERT OR UPDATE OR DELETE ON multimedia FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER testimonials_bumps_version AFTER INSERT OR UPDATE OR DELETE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER upcoming_books_bumps_version AFTER INSERT OR UPDATE OR DELETE ON upcoming_books FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER kindness_kits_bumps_version AFTER INSERT OR UPDATE OR DELETE ON kindness_kits FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER kit_files_bumps_version AFTER INSERT OR UPDATE OR DELETE ON kit_files FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER author_info_bumps_version AFTER INSERT OR UPDATE OR DELETE ON author_info FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER site_settings_bumps_version AFTER INSERT OR UPDATE OR DELETE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();

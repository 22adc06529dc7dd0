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
CREATE TRIGGER books_insert_bumps_version AFTER INSERT ON books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER books_update_bumps_version AFTER UPDATE ON books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER books_delete_bumps_version AFTER DELETE ON books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER book_genres_insert_bumps_version AFTER INSERT ON book_genres BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER book_genres_update_bumps_version AFTER UPDATE ON book_genres BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER book_genres_delete_bumps_version AFTER DELETE ON book_genres BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materials_insert_bumps_version AFTER INSERT ON materials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materials_update_bumps_version AFTER UPDATE ON materials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materials_delete_bumps_version AFTER DELETE ON materials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER multimedia_insert_bumps_version AFTER INSERT ON multimedia BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER multimedia_update_bumps_version AFTER UPDATE ON multimedia BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER multimedia_delete_bumps_version AFTER DELETE ON multimedia BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER testimonials_insert_bumps_version AFTER INSERT ON testimonials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER testimonials_update_bumps_version AFTER UPDATE ON testimonials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER testimonials_delete_bumps_version AFTER DELETE ON testimonials BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER upcoming_books_insert_bumps_version AFTER INSERT ON upcoming_books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER upcoming_books_update_bumps_version AFTER UPDATE ON upcoming_books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER upcoming_books_delete_bumps_version AFTER DELETE ON upcoming_books BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kindness_kits_insert_bumps_version AFTER INSERT ON kindness_kits BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kindness_kits_update_bumps_version AFTER UPDATE ON kindness_kits BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kindness_kits_delete_bumps_version AFTER DELETE ON kindness_kits BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kit_files_insert_bumps_version AFTER INSERT ON kit_files BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kit_files_update_bumps_version AFTER UPDATE ON kit_files BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER kit_files_delete_bumps_version AFTER DELETE ON kit_files BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER author_info_insert_bumps_version AFTER INSERT ON author_info BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER author_info_update_bumps_version AFTER UPDATE ON author_info BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER author_info_delete_bumps_version AFTER DELETE ON author_info BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER site_settings_insert_bumps_version AFTER INSERT ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER site_settings_update_bumps_version AFTER UPDATE ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER site_settings_delete_bumps_version AFTER DELETE ON site_settings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

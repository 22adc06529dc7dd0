-- Issue #44: a genre's Spanish name, written once for every English book
-- that has the genre ("Kindness" reads "Bondad" on Spanish pages). A genre
-- without a row shows in English there, marked as English.
CREATE TABLE genre_names (
    genre TEXT PRIMARY KEY,
    genre_es TEXT NOT NULL
);

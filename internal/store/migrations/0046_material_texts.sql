-- Issue #44: a material's title and description have a Spanish version;
-- empty means not written, and the Spanish page shows the English text,
-- marked as English.
ALTER TABLE materials ADD COLUMN title_es TEXT NOT NULL DEFAULT '';
ALTER TABLE materials ADD COLUMN description_es TEXT NOT NULL DEFAULT '';

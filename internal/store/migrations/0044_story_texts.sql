-- Issue #44: the Spanish versions of the last texts the owner writes that a
-- reader sees, beside the English ones. Empty means not written: the Spanish
-- site shows the English text, marked as English.
ALTER TABLE multimedia ADD COLUMN title_es TEXT NOT NULL DEFAULT '';
ALTER TABLE multimedia ADD COLUMN description_es TEXT NOT NULL DEFAULT '';
ALTER TABLE kit_files ADD COLUMN file_name_es TEXT NOT NULL DEFAULT '';

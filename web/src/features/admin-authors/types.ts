// One author as GET /api/admin/authors lists them (internal/store/author_info.go): derived
// from the author names on the books, so id is the name.
export type AdminAuthor = { id: string; name: string; bookCount: number };

// PUT /api/admin/authors answers with the new name and how many books now carry it.
export type RenamedAuthor = { name: string; booksUpdated: number };

// Shapes of what the Storyshelf API returns (JSON field names as the server sends them).

export type Book = {
  id: string;
  slug: string;
  title: string;
  author: string;
  description: string;
  genres: string[];
  ageRange: string;
  coverImage: string;
  publishDate: string;
  pages: number;
  isbn: string;
  amazonLink: string;
  reviewLink: string;
  createdAt: string;
};

export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
};

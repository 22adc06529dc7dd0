import { ContentLayout } from '@/components/layouts/content-layout';

export default function BooksRoute() {
  return (
    <ContentLayout
      title="Explore Our Book Collection"
      intro="Search and filter every book by topic and age. Coming soon."
    />
  );
}

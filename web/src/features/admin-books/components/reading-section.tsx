import { ReadingListsFields } from '@/components/ui/form/reading-lists-fields';

// The book page's own "Learning Benefits" and "Reading Tips for Parents", in place of the site's
// (Settings, Book pages). Left empty, the page shows the site's.
export function ReadingSection() {
  return (
    <section aria-labelledby="reading-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="reading-heading" className="font-display text-2xl font-bold text-stone-900">
        Learning Benefits &amp; Reading Tips
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">
        Leave these empty and the book&apos;s page shows the ones in Settings, under Book pages. Add some to give this book
        its own instead.
      </p>
      <ReadingListsFields
        benefitsName="learningBenefits"
        tipsName="readingTips"
        emptyBenefits="None of its own: the page shows the site's learning benefits."
        emptyTips="None of its own: the page shows the site's reading tips."
      />
    </section>
  );
}

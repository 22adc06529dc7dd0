import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useAdminBookOptions } from '@/lib/admin-catalogue';

import type { SectionProps } from '../types';
import { catalogueSchema, catalogueToForm, formToCatalogue, MAX_NEW_MONTHS, MIN_NEW_MONTHS } from '../utils/catalogue-form';

import { SettingsForm } from './settings-form';

// Books list: the book the home page features as its 'Latest Book' (the newest unless one is
// pinned; the Books screen pins one too) and how long a book is marked "New!" after its publish
// date. The order of /books is set on the Books screen.
export function CatalogueSection({ data, onDirtyChange }: SectionProps) {
  const books = useAdminBookOptions();
  return (
    <SettingsForm
      section="catalogue"
      title="Books list"
      intro="Which book the home page shows as its Latest Book, and for how long a book is marked New! after its publish date. To change the order of your books page, use Change order on the Books screen."
      schema={catalogueSchema}
      toForm={(settings) => catalogueToForm(settings.catalogue)}
      toInput={formToCatalogue}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The home page will feature your newest book again, and books will be New! for 6 months."
    >
      <SelectField
        name="featuredBookId"
        label="Featured book"
        placeholder="None: the newest book"
        options={books.options.map((book) => ({ value: book.id, label: book.title }))}
        hint={books.isError ? 'The list of books could not be loaded. Reload the page and try again.' : undefined}
      />
      <InputField
        name="newMonths"
        label="New! badge for (months)"
        type="number"
        min={MIN_NEW_MONTHS}
        max={MAX_NEW_MONTHS}
        step={1}
        inputMode="numeric"
        required
        hint="Counted from each book's publish date."
      />
    </SettingsForm>
  );
}

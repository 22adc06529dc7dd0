import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '../button';
import { fieldControlClasses } from '../field';

type SearchFormProps = {
  id: string;
  // What the search region is called ('Search messages').
  label: string;
  placeholder: string;
  // The words searched for now (from the address).
  value: string;
  onSearch: (words: string) => void;
};

// A list's search box: the words are searched for when the owner presses Enter or Search.
// The box follows the address (Back, Clear filters).
export function SearchForm({ id, label, placeholder, value, onSearch }: SearchFormProps) {
  const [words, setWords] = useState(value);
  const [searched, setSearched] = useState(value);
  if (value !== searched) {
    setSearched(value);
    setWords(value);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(words);
  };

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit}>
      <label htmlFor={id} className="block font-bold text-stone-900">
        Search
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="search"
          className={fieldControlClasses(false)}
          placeholder={placeholder}
          value={words}
          onChange={(e) => setWords(e.target.value)}
        />
        <Button type="submit" className="mt-1.5 shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Search</span>
        </Button>
      </div>
    </form>
  );
}

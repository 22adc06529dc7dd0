import { Search } from 'lucide-react';
import type { Ref } from 'react';

import { fieldControlClasses } from '../field';

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

// A list's search box: the list narrows as the owner types.
export function SearchField({ id, label, placeholder, value, onChange, inputRef, className }: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-[calc(50%+0.1875rem)] size-5 -translate-y-1/2 text-stone-600" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          autoComplete="off"
          className={`${fieldControlClasses(false)} pl-11`}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

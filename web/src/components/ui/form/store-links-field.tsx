import { useFormContext, useWatch } from 'react-hook-form';

import { MAX_STORE_LINKS, STORE_OPTIONS, emptyStoreLink, storeTakesLabel } from '@/lib/admin-store-links';

import { EditableList, rowLabel } from './editable-list';
import { InputField } from './input-field';
import { SelectField } from './select-field';

// The name field of an indie shop, a library or another store; a known store has none.
function StoreLabel({ name, index, n }: { name: string; index: number; n: number }) {
  const { control } = useFormContext();
  const store = useWatch({ control, name: `${name}.${index}.store` }) as string;
  if (!storeTakesLabel(store)) return null;
  return (
    <InputField
      name={`${name}.${index}.label`}
      label={rowLabel(`Store ${n}`, store === 'other' ? 'Name' : 'Name (optional)')}
      autoComplete="off"
      hint={store === 'library' ? 'For example Libby or WorldCat' : store === 'indie' ? "For example Powell's" : undefined}
    />
  );
}

// Where to buy a book (or pre-order an upcoming one): store links the owner adds, removes and
// puts in order from the keyboard, each a store, its name where it needs one, and its address.
export function StoreLinksField({ name, empty }: { name: string; empty: string }) {
  return (
    <EditableList
      name={name}
      noun="store"
      firstField="store"
      max={MAX_STORE_LINKS}
      newRow={emptyStoreLink}
      addLabel="Add store link"
      empty={empty}
      hint={`Up to ${MAX_STORE_LINKS} stores, shown in this order.`}
    >
      {(index, n) => (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <SelectField
            name={`${name}.${index}.store`}
            label={rowLabel(`Store ${n}`, 'Store')}
            placeholder="Choose a store"
            options={STORE_OPTIONS}
          />
          <InputField
            name={`${name}.${index}.url`}
            label={rowLabel(`Store ${n}`, 'Address')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
          />
          <StoreLabel name={name} index={index} n={n} />
        </div>
      )}
    </EditableList>
  );
}

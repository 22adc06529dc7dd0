import { useController } from 'react-hook-form';

import { useFieldId } from './form-setup';

// What a text-like control of the surrounding admin form needs: its id, its message, and the
// props that bind it to the form's value.
export function useFormField(name: string) {
  const { field, fieldState } = useController({ name });
  return {
    id: useFieldId(name),
    error: fieldState.error?.message,
    bind: { ref: field.ref, name: field.name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur },
  };
}

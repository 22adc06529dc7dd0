import { useWatch } from 'react-hook-form';

import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';

import { PUBLISH_CHOICES } from '@/lib/admin-publishing';

// The form's "Publishing" choice: a draft only the owner sees, published now, or scheduled for
// a date and time in her own time zone (fields publishing and publishAt of the surrounding form).
export function PublishingField({ className }: { className?: string }) {
  const choice = useWatch({ name: 'publishing' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className={`space-y-3 ${className ?? ''}`}>
      <RadioGroupField
        name="publishing"
        label="Publishing"
        hint="Visitors see it only once it is published."
        options={PUBLISH_CHOICES}
      />
      {choice === 'schedule' ? (
        <InputField name="publishAt" label="Date and time" type="datetime-local" hint={`Your time zone (${zone})`} className="max-w-xs" />
      ) : null}
    </div>
  );
}

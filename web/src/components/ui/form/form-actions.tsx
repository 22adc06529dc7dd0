import { Button, ButtonLink } from '../button';

type FormActionsProps = {
  // Where Cancel goes (the list).
  cancelTo: string;
  busy: boolean;
  editing: boolean;
  addLabel: string;
  updateLabel: string;
  // The button while a new record is sent (spec §4: 'Adding...', 'Creating...').
  addingLabel?: string;
};

// A full-page form's buttons: Cancel back to the list, and the save button, which says what
// it is doing while it works (spec §4).
export function FormActions({ cancelTo, busy, editing, addLabel, updateLabel, addingLabel = 'Adding...' }: FormActionsProps) {
  const label = editing ? (busy ? 'Updating...' : updateLabel) : busy ? addingLabel : addLabel;
  return (
    <>
      <ButtonLink to={cancelTo} variant="secondary" size="lg">
        Cancel
      </ButtonLink>
      <Button type="submit" size="lg" disabled={busy}>
        {label}
      </Button>
    </>
  );
}

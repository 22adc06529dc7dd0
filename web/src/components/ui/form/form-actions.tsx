import { Button, ButtonLink } from '../button';

type SaveLabels = {
  busy: boolean;
  editing: boolean;
  addLabel: string;
  updateLabel: string;
  // The button while a new record is sent (spec §4: 'Adding...', 'Creating...').
  addingLabel?: string;
};

type FormActionsProps = SaveLabels & {
  // Where Cancel goes (the list).
  cancelTo: string;
};

// The save button's words: what it does, or what it is doing while it works (spec §4).
function saveLabel({ busy, editing, addLabel, updateLabel, addingLabel = 'Adding...' }: SaveLabels) {
  return editing ? (busy ? 'Updating...' : updateLabel) : busy ? addingLabel : addLabel;
}

// A full-page form's buttons: Cancel back to the list, and the save button, which says what
// it is doing while it works (spec §4).
export function FormActions({ cancelTo, ...labels }: FormActionsProps) {
  return (
    <>
      <ButtonLink to={cancelTo} variant="secondary" size="lg">
        Cancel
      </ButtonLink>
      <Button type="submit" size="lg" disabled={labels.busy}>
        {saveLabel(labels)}
      </Button>
    </>
  );
}

// A modal form's buttons: Cancel closes it (not while saving), and the save button.
export function DialogFormActions({ onCancel, ...labels }: SaveLabels & { onCancel: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={labels.busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={labels.busy}>
        {saveLabel(labels)}
      </Button>
    </>
  );
}

// How the site counts its visitors, for an owner who wonders why a number is what it is
// (Plausible's users often are, issue 31).
export function CountingNote() {
  return (
    <details className="rounded-2xl border-2 border-amber-200 bg-white px-4 py-3 text-stone-800">
      <summary className="cursor-pointer font-bold text-stone-900">How visitors are counted</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>No cookies are used, and no addresses are stored.</li>
        <li>
          A visitor is counted by a code made from their internet address and browser with a secret that changes every day. The same person
          on two days counts as two visitors, and nobody can be followed from one day to the next.
        </li>
        <li>Your own visits are not counted while you are signed in to the admin.</li>
        <li>Browsers that ask not to be tracked (Do Not Track or Global Privacy Control) are not counted at all.</li>
        <li>Where visitors came from is the other site&apos;s name only, never the page they were on.</li>
      </ul>
    </details>
  );
}

// Loaded only when a public form is first used (see proof-of-work.ts): Altcha's
// widget, without the workers its main build makes from blob: addresses, which
// the site's Content-Security-Policy refuses. Its SHA-256 worker is served from
// this site instead.
import 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';

type AltchaWidget = HTMLElement & {
  configure: (config: Record<string, unknown>) => Promise<void>;
  verify: () => Promise<{ payload?: string } | null>;
};

type AltchaGlobal = { algorithms: Map<string, () => Worker> };

(globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.algorithms.set('SHA-256', () => new ShaWorker());

// solve fetches a challenge from challengeUrl and answers the payload the
// server checks. The widget is invisible: a person sees nothing of it.
export async function solve(challengeUrl: string): Promise<string> {
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('challenge', challengeUrl);
  widget.hidden = true;
  document.body.append(widget);
  try {
    await mounted(widget);
    // No artificial delay, and no collecting of pointer movements: the challenge is the only check.
    await widget.configure({ challenge: challengeUrl, minDuration: 0, humanInteractionSignature: false, hideFooter: true, hideLogo: true });
    const result = await widget.verify();
    // eslint-disable-next-line storyshelf/translated-text -- logged only: useProofOfWork shows its own message
    if (!result?.payload) throw new Error('The proof-of-work challenge was not solved.');
    return result.payload;
  } finally {
    widget.remove();
  }
}

// The widget's methods appear once the custom element has mounted, a task after it is connected.
async function mounted(widget: AltchaWidget) {
  for (let i = 0; i < 100 && typeof widget.verify !== 'function'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // eslint-disable-next-line storyshelf/translated-text -- logged only: useProofOfWork shows its own message
  if (typeof widget.verify !== 'function') throw new Error('The Altcha widget did not start.');
}

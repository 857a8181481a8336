// Until React has hydrated the page, its buttons and form have no handlers. This part of the small
// first script holds back what a visitor does with them meanwhile; hydrate-replay.ts hands it to React
// afterwards, so a tap is never lost and nothing happens twice:
// - links need nothing: they are real links and simply load the next page;
// - a click on a button (menu toggle, Services submenu, portfolio filter…) is held back, to be clicked
//   again once hydrated;
// - a form submission is held back (so the form does not post and leave the page), to be submitted
//   again through React once the typed text is in React's state.
// If the app cannot load at all, held-back forms are posted the plain way (method/action), so a lead
// is still not lost.

export type HeldInput =
  { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInput {
  /** Stops holding input back; returns what was held, oldest first. */
  stop(): HeldInput[];
  /** The app failed to load: stop holding input back and post held forms natively. */
  abandon(): void;
}

export function captureEarlyInput(root: HTMLElement): EarlyInput {
  const held: HeldInput[] = [];
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    // A submit button's click is followed by its form's submit event; that one is held instead.
    if (!button || !root.contains(button) || button.disabled || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    held.push({ kind: 'click', target: button });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    return held.splice(0);
  };
  return {
    stop,
    abandon() {
      for (const item of stop()) if (item.kind === 'submit') item.form.submit();
    },
  };
}

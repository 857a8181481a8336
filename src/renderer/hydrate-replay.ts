// After hydration: what the visitor did before it (held back by hydrate-capture.ts) is handed to React.
import type { HeldInput } from './hydrate-capture';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Typed text first (so a held submission sends it), then each held click or submission in order. */
export async function replay(root: HTMLElement, held: HeldInput[]): Promise<void> {
  if (handTypedValuesToReact(root)) await nextTask(); // let React render the new values first
  for (const item of held) {
    if (item.kind === 'click') {
      if (item.target.isConnected) item.target.click();
    } else if (item.form.isConnected) {
      const submitter = item.submitter?.isConnected && item.submitter.matches('[type=submit]') ? item.submitter : null;
      item.form.requestSubmit(submitter);
    }
    await nextTask();
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isEdited = (field: TextField): boolean =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue;

/**
 * React keeps what was typed before hydration on screen but not in its state (a controlled field's
 * state starts from the server's value). For each edited field, React's value tracker is set back to
 * the server's value and an input event sent, so React takes the text as the visitor's own change
 * (the way testing libraries simulate typing). Check boxes and radio buttons are left alone (the site
 * has none). Returns whether any field was edited.
 */
function handTypedValuesToReact(root: HTMLElement): boolean {
  const fields = [
    ...root.querySelectorAll<TextField>('input:not([type=checkbox]):not([type=radio]), textarea, select'),
  ];
  const edited = fields.filter(isEdited);
  for (const field of edited) {
    const value = field.value;
    const selection =
      document.activeElement === field && !(field instanceof HTMLSelectElement)
        ? ([field.selectionStart, field.selectionEnd] as const)
        : null;
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue; // through React's tracker
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value); // past it
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    if (selection)
      try {
        (field as HTMLInputElement).setSelectionRange(selection[0], selection[1]);
      } catch {
        /* a type without a caret */
      }
  }
  return edited.length > 0;
}

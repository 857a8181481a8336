// The frame every wizard shares: a modal dialog with its steps listed, the current one's form, and
// Back / Next (or the last step's own action). Escape or Cancel closes it; nothing is added until the end.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  steps: string[];
  step: number;
  onClose: () => void;
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  nextDisabled?: boolean;
  children: ReactNode;
}

export function WizardDialog({ title, steps, step, onClose, onBack, onNext, nextLabel, nextDisabled, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => { dialog.current?.showModal(); }, []);
  // Each step starts at its top, with the focus on its first field.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
    body.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, select')?.focus();
  }, [step]);
  return (
    <dialog ref={dialog} className="dialog wide wizard" aria-labelledby="wizard-title" onClose={onClose}>
      <h2 id="wizard-title">{title}</h2>
      <ol className="wizard-steps" aria-label="Steps">
        {steps.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>
            <span className="step-number" aria-hidden="true">{i + 1}</span> {name}
          </li>
        ))}
      </ol>
      <div className="wizard-body" ref={body}>{children}</div>
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>Cancel</button>
        {step > 0 && <button type="button" onClick={onBack}>Back</button>}
        <button type="button" className="primary" disabled={nextDisabled} onClick={onNext}>{nextLabel}</button>
      </div>
    </dialog>
  );
}

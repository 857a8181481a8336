// The frame every wizard shares: a modal dialog with its steps listed, the current one's form, and
// Back / Next (or the last step's own action). What is typed is kept as a draft (wizard-draft.ts):
// Escape or "Keep it for later" closes and keeps it; Cancel asks before throwing it away. A step
// already visited is a button in the list (to fix step 2 from step 5 without four Backs); the ones
// not reached yet are not, since what they show depends on the steps before.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './wizards.css';
import { useTranslation } from '../i18n';

interface Props {
  title: string;
  steps: string[];
  step: number;
  onClose: () => void;
  onBack: () => void;
  onNext: () => void;
  /** Goes to a step already visited (the wizard checks the current step first when it goes forward). */
  onStep: (step: number) => void;
  nextLabel: string;
  nextDisabled?: boolean;
  /** A kept draft to offer before anything else ("Continue adding Vermilion?"). */
  offer?: { question: string; onResume: () => void; onStartOver: () => void };
  /** Asked on Cancel when something was typed ("Throw away what you typed for Vermilion?"); throwing away calls onDiscard. */
  discardQuestion?: string;
  onDiscard: () => void;
  children: ReactNode;
}

export function WizardDialog({
  title,
  steps,
  step,
  onClose,
  onBack,
  onNext,
  onStep,
  nextLabel,
  nextDisabled,
  offer,
  discardQuestion,
  onDiscard,
  children,
}: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState(false);
  // The furthest step she has opened (a kept draft opens at its step: those before it were visited).
  const [reached, setReached] = useState(step);
  if (step > reached) setReached(step);
  const visited = Math.min(reached, steps.length - 1);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Each step starts at its top, with the focus on its first field.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
    body.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, select')?.focus();
  }, [step, offer]);
  const close = () => dialog.current?.close();
  const discard = () => {
    onDiscard();
    close();
  };
  return (
    <dialog ref={dialog} className="dialog wide wizard" aria-labelledby="wizard-title" onClose={onClose}>
      <h2 id="wizard-title">{title}</h2>
      {offer ? (
        <div className="wizard-offer" role="alertdialog" aria-labelledby="wizard-offer-question">
          <p id="wizard-offer-question">
            <strong>{offer.question}</strong>
          </p>
          <p className="hint">{t('wizard.kept')}</p>
          <div className="dialog-actions">
            <button type="button" onClick={offer.onStartOver}>
              {t('wizard.startAgain')}
            </button>
            <button type="button" className="primary" autoFocus onClick={offer.onResume}>
              {t('wizard.continue')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <ol className="wizard-steps" aria-label={t('wizard.steps')}>
            {steps.map((name, i) => {
              const words = (
                <>
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>{' '}
                  {name}
                </>
              );
              return (
                <li
                  key={`${i}-${name}`}
                  aria-current={i === step ? 'step' : undefined}
                  className={i < step ? 'done' : i <= visited ? 'visited' : undefined}
                >
                  {i !== step && i <= visited ? (
                    <button type="button" className="step-button" onClick={() => onStep(i)}>
                      {words}
                    </button>
                  ) : (
                    words
                  )}
                </li>
              );
            })}
          </ol>
          {/* Focusable, so a step taller than the dialog scrolls by keyboard too, even one with no field. */}
          <div className="wizard-body" ref={body} tabIndex={0} role="region" aria-label={steps[step]}>
            {children}
          </div>
          {asking ? (
            <div className="dialog-actions wizard-discard" role="group" aria-labelledby="wizard-discard-question">
              <p id="wizard-discard-question">{discardQuestion}</p>
              <button type="button" onClick={close}>
                {t('wizard.keepForLater')}
              </button>
              <button type="button" className="danger" onClick={discard}>
                {t('wizard.throwAway')}
              </button>
            </div>
          ) : (
            <div className="dialog-actions">
              <button type="button" onClick={() => (discardQuestion ? setAsking(true) : discard())}>
                {t('common.cancel')}
              </button>
              {step > 0 && (
                <button type="button" onClick={onBack}>
                  {t('wizard.back')}
                </button>
              )}
              <button type="button" className="primary" disabled={nextDisabled} onClick={onNext}>
                {nextLabel}
              </button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}

// One part of the editor (the form, the preview) that fails to draw the draft as it is now stays a
// message with a way on, not a blank editor: the draft is kept, Undo takes back the last change, and
// the part is drawn again whenever the draft changes.
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { t } from '../../shared/i18n';

interface Props {
  /** The draft the part draws: a new draft (an undo, an edit elsewhere) tries the part again. */
  draft: unknown;
  undo?: () => void;
  children: ReactNode;
}

export function PartFailed({ draft, undo, children }: Props) {
  return (
    <ErrorBoundary
      resetKeys={[draft]}
      onError={(error) => console.error('A part of the editor could not be drawn:', error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <div className="notice part-failed" role="alert">
          <p>{t('app.partFailed')}</p>
          {undo && (
            <button type="button" onClick={undo}>
              {t('common.undo')}
            </button>
          )}{' '}
          <button type="button" onClick={resetErrorBoundary}>
            {t('app.tryAgain')}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

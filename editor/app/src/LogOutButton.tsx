// The top bar's Log out: ends the session on the server, then shows the logged-out page (with the way back in).
import { useState } from 'react';
import { api, ApiError } from './api';
import { useTranslation } from './i18n';

export function LogOutButton() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const logOut = async () => {
    try {
      window.location.assign((await api.logOut()).next);
    } catch (error) {
      // 401: the session had already ended; the person is out either way.
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign('/logged-out');
        return;
      }
      setProblem(t('logout.failed', { error: (error as Error).message }));
    }
  };
  return (
    <>
      <button type="button" onClick={logOut}>
        {t('logout.button')}
      </button>
      {problem && (
        <p className="logout-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

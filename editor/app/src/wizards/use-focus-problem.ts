// Moves the focus to a wizard's first field with a problem, once React has drawn the problems: a
// frame callback can run before that drawing on a busy machine, and then finds nothing to focus.
import { useCallback, useEffect, useState } from 'react';

export function useFocusFirstProblem(): () => void {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown) document.querySelector<HTMLElement>('.wizard [aria-invalid="true"]')?.focus();
  }, [shown]);
  return useCallback(() => setShown((n) => n + 1), []);
}

// The pages shown before the editor itself: the login page (a password is set), the page that says
// how to get in (this machine only: the address with the start token), and the logged-out page.
// Plain HTML, no script, in the editor's language (editor/shared/i18n).
import { currentLanguage, t } from '../shared/i18n';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('login.pageTitle', { title }))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f6f5;margin:0}.login{max-width:22rem;margin:12vh auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 8px 30px #0002}label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.3rem 0 1rem;padding:.6rem;font:inherit;border:1px solid #8a948f;border-radius:8px}button{padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d5e3f;border:0;border-radius:8px}.problem{color:#a3261b}a{color:#1d5e3f}</style></head>
<body><main class="login"><h1>${escapeHtml(t('app.name'))}</h1>
${body}
</main></body></html>`;
}

export function loginPage(problem?: string): string {
  return plainPage(
    t('login.logIn'),
    `<form method="post" action="/login">
<label for="password">${escapeHtml(t('login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<button type="submit">${escapeHtml(t('login.logIn'))}</button>
</form>`,
  );
}

/** This machine only, no session: the way in is the address the editor printed. */
export function openPrintedAddressPage(problem?: string): string {
  return plainPage(
    t('login.openPrinted'),
    `${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<p>${t('login.openPrintedHow')}</p>
<p>${escapeHtml(t('login.onlyThisWindow'))}</p>`,
  );
}

export function loggedOutPage(passwordRequired: boolean): string {
  return plainPage(
    t('login.loggedOut'),
    `<p role="status">${escapeHtml(t('login.youAreOut'))}</p>
<p>${passwordRequired ? t('login.logInAgain') : escapeHtml(t('login.editAgain'))}</p>`,
  );
}

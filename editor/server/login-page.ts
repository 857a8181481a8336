// The pages shown before the editor itself: the login page (a password is set), the page that says
// how to get in (this machine only: the address with the start token), and the logged-out page.
// Plain HTML, no script.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Site editor</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f6f5;margin:0}.login{max-width:22rem;margin:12vh auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 8px 30px #0002}label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.3rem 0 1rem;padding:.6rem;font:inherit;border:1px solid #8a948f;border-radius:8px}button{padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d5e3f;border:0;border-radius:8px}.problem{color:#a3261b}a{color:#1d5e3f}</style></head>
<body><main class="login"><h1>Site editor</h1>
${body}
</main></body></html>`;
}

export function loginPage(problem?: string): string {
  return plainPage(
    'Log in',
    `<form method="post" action="/login">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<button type="submit">Log in</button>
</form>`,
  );
}

/** This machine only, no session: the way in is the address the editor printed. */
export function openPrintedAddressPage(problem?: string): string {
  return plainPage(
    'Open the printed address',
    `${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<p>To edit the site, open the address the editor printed when it started: in the window where you ran <code>npm run edit</code>, it is the line “Site editor on http://127.0.0.1:…/?token=…”.</p>
<p>Only someone who can see that window can open the editor.</p>`,
  );
}

export function loggedOutPage(passwordRequired: boolean): string {
  return plainPage(
    'Logged out',
    `<p role="status">You are logged out.</p>
<p>${passwordRequired ? '<a href="/login">Log in again</a>.' : 'To edit again, open the address the editor printed when it started (the line “Site editor on http://127.0.0.1:…/?token=…”).'}</p>`,
  );
}

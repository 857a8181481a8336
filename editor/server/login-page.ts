// The login page shown when the editor is reached with a password (EDITOR_PASSWORD_HASH): plain HTML, no script.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function loginPage(problem?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in · Site editor</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f6f5;margin:0}.login{max-width:22rem;margin:12vh auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 8px 30px #0002}label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.3rem 0 1rem;padding:.6rem;font:inherit;border:1px solid #8a948f;border-radius:8px}button{padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d5e3f;border:0;border-radius:8px}.problem{color:#a3261b}</style></head>
<body><main class="login"><h1>Site editor</h1>
<form method="post" action="/login">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<button type="submit">Log in</button>
</form></main></body></html>`;
}

/** Server-rendered pages of the sandbox's sign-in (Spanish, like the app). */

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SignInUser {
  userId: number;
  fullName: string;
  userName: string;
  roleCode: string;
  systemRoleName: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1c2733; }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  ul { list-style: none; padding: 0; display: grid; gap: .5rem; }
  button { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #8a97a5; border-radius: 6px;
    background: #fff; font: inherit; cursor: pointer; }
  button:hover, button:focus-visible { border-color: #0b5cad; outline: 2px solid #0b5cad; outline-offset: 1px; }
  .name { display: block; font-weight: 600; }
  .meta { color: #3d4a57; }
  .error { color: #8f1d1d; background: #fdecec; border: 1px solid #e4a5a5; padding: .75rem; border-radius: 6px; }
  a { color: #0b5cad; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mesa de servicio (sandbox)</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function signInPage(options: {
  action: string;
  /** The validated authorize parameters, echoed as hidden fields. */
  params: Record<string, string>;
  users: SignInUser[];
  resetHref: string;
  error?: string;
}): string {
  const hidden = Object.entries(options.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const items = options.users
    .map(
      (u) => `<li><form method="post" action="${escapeHtml(options.action)}">${hidden}
<button type="submit" name="user_id" value="${escapeHtml(u.userId)}"><span class="name">${escapeHtml(u.fullName)}</span>
<span class="meta">Usuario: ${escapeHtml(u.userName)} · Rol: ${escapeHtml(u.systemRoleName)} (${escapeHtml(u.roleCode)})</span></button></form></li>`,
    )
    .join('\n');
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return layout(
    'Iniciar sesión',
    `<h1>Iniciar sesión</h1>
<p>Entorno de pruebas: elija el usuario de demostración con el que desea entrar.</p>
${error}
<h2 id="users-heading">Usuarios de demostración</h2>
<ul aria-labelledby="users-heading">
${items}
</ul>
<p><a href="${escapeHtml(options.resetHref)}">¿Olvidó su contraseña?</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout('Error de inicio de sesión', `<h1>No se puede iniciar sesión</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

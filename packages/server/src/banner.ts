/**
 * What the first start prints once on stdout: where the product runs and how to sign in. A generated
 * admin password is shown here and nowhere else (DESIGN.md section 7).
 */
export function welcomeBanner(options: { url: string; email: string; password: string | null }): string {
  const lines = [
    'Tableside is ready. Sign in to the admin area:',
    '',
    `  url:       ${options.url}/login`,
    `  email:     ${options.email}`,
    `  password:  ${options.password ?? '(from ADMIN_PASSWORD)'}`,
  ];
  if (options.password)
    lines.push('', 'This password is shown only once: note it now and change it after signing in.');
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}

import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

async function main() {
  const config = readConfig(process.env, distDir);
  const app = await buildApp(config);
  const admin = app.initialAdmin;
  if (admin?.generatedPassword) {
    console.log(
      `\nFirst admin account created. Log in at /login with:\n  e-mail:   ${admin.email}\n  password: ${admin.generatedPassword}\nThis password is shown only once; change it in the back office.\n`,
    );
  } else if (admin) {
    console.log(`\nFirst admin account created for ${admin.email} (password from ADMIN_PASSWORD).\n`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Technopark site running at http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

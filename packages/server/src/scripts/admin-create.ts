import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { errorText, newPasswordProblem, permissionCatalogue } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { rolePermissions, roles, userRoles, users } from '../db/schema/index.js';
import { setupDatabase } from '../db/setup.js';
import { hashPassword } from '../shared/tokens.js';

/**
 * `npm run admin:create -- --email you@company.com --name "Your Name" [--password ...]`:
 * the first administrator of a production database. Without --password a random one is printed once;
 * either way it must be changed at first sign-in.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(
      'Usage: npm run admin:create -- --email you@company.com --name "Your Name" [--password ...]',
    );
    process.exit(1);
  }
  const password = values.password ?? `${randomBytes(9).toString('base64url')}7a`;
  const problem = newPasswordProblem(password);
  if (problem) {
    console.error(errorText(problem, 'en'));
    process.exit(1);
  }
  const { database, lock } = await setupDatabase({ ...loadConfig(), demo: false });
  try {
    const db = database.db;
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    if (existing) {
      console.error(`A user with the e-mail ${email} already exists.`);
      process.exitCode = 1;
      return;
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      let [role] = await tx.select().from(roles).where(eq(roles.name, 'Administrator'));
      if (!role) {
        [role] = await tx
          .insert(roles)
          .values({
            name: 'Administrator',
            enName: 'Administrator',
            description: 'Every permission',
            allPlatforms: true,
          })
          .returning();
        await tx.insert(rolePermissions).values(
          permissionCatalogue.map((p) => ({
            roleId: role!.id,
            code: p.code,
            tag: 4,
            permType: 'self' as const,
          })),
        );
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: values.name ?? email,
          enName: values.name ?? null,
          passwordHash,
          defaultPassword: true,
        })
        .returning();
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    });
    console.log(`Administrator ${email} created.`);
    if (!values.password) console.log(`Initial password (change it at first sign-in): ${password}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

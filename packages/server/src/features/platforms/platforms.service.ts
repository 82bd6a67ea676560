import { hasPermission, type Lang } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import type { platforms } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { platformsOfUser } from '../../records/platforms.repository.js';

const shape = (lang: Lang) => (p: typeof platforms.$inferSelect) => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  name: lang === 'zh' ? p.name : p.enName,
  zh: p.name,
  en: p.enName,
});

export function createPlatformsService(db: Db) {
  /** A user's platforms; another user's needs user.view. */
  async function platformsFor(auth: AuthContext, userId: number, lang: Lang) {
    if (userId !== auth.userId && !hasPermission(auth.btns, 'user.view')) throw new AppError('NO_PERMISSION');
    return (await platformsOfUser(db, userId)).map(shape(lang));
  }
  return { platformsFor };
}

import type { CatalogueEntry } from '../entry.js';

/** The spec's lookups and file calls served for other clients (issue 10): codes 4071–4099 and 3226–3249. */
export const contractErrors = {
  UPLOAD_FILE_ATTACHED: {
    code: 4071,
    status: 409,
    en: 'The file belongs to a saved form and cannot be deleted',
    zh: '文件已关联到已保存的单据，不能删除',
  },
  SYSTEM_CONFIG_NOT_FOUND: {
    code: 4072,
    status: 404,
    en: 'No such system configuration',
    zh: '系统配置不存在',
  },
} as const satisfies Record<string, CatalogueEntry>;

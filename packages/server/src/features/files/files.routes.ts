import {
  ATTACHMENT_MAX_BYTES,
  attachmentTypes,
  envelopeOf,
  fileResponseOf,
  fileUploadVariants,
  UPLOAD_MAX_BYTES,
  uploadedFileSchema,
} from '@backdesk/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { FilesService } from './files.service.js';

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const inline = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The generic file store (spec 2 §3 'Upload item', §5 'Uploads'): pictures and videos for refunds and reissues.
 * The multipart parser is registered in this scope only, with the largest upload's size.
 */
export async function filesRoutes(app: FastifyInstance, deps: { files: FilesService }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['files'];

    r.post(
      '/api/files/upload',
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary:
            'Stores one picture (jpg, png, gif, 5 MB) or video (mp4, mov, webm; 20 MB, 5 MB size-limited), or with variant=attachment one pdf, docx, xlsx, pptx, picture or video of 10 MB; checked by its bytes; answers { id, name, url }',
          querystring: z.object({ variant: z.enum(fileUploadVariants).default('standard') }),
          response: { 200: envelopeOf(uploadedFileSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        if (!request.isMultipart()) throw new AppError('UPLOAD_FAILED');
        const variant = request.query.variant;
        const part = await request
          .file({
            limits: {
              fileSize:
                variant === 'sizeLimited'
                  ? 5 * 1024 * 1024
                  : variant === 'attachment'
                    ? ATTACHMENT_MAX_BYTES
                    : UPLOAD_MAX_BYTES,
            },
          })
          .catch(() => {
            throw new AppError('UPLOAD_FAILED');
          });
        if (!part) throw new AppError('UPLOAD_FAILED');
        const item = await deps.files.store(
          caller,
          { fileName: part.filename ?? '', stream: part.file, truncated: () => part.file.truncated },
          variant,
        );
        return ok(item);
      },
    );

    r.get(
      '/api/files/:id',
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary:
            'A stored file with its type, shown inline: to its uploader, and to users who see the platform of the record it is attached to',
          params: z.object({ id: z.string().max(64) }),
          response: {
            200: fileResponseOf(
              Object.keys(attachmentTypes),
              'The stored file, of the type its content was found to be',
            ),
          },
        },
      },
      async (request, reply) => {
        const file = await deps.files.open(callerOf(request).auth, request.params.id);
        return reply
          .header('content-type', file.row.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', inline(file.row.originalName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(file.stream);
      },
    );
  });
}

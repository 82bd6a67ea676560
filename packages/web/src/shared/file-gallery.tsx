import type { UploadItem } from '@backdesk/domain';
import { Flex, Image, Space, Typography } from 'antd';

/**
 * The pictures of a record as thumbnails that open the viewer (zoom, rotate, next and previous), and its video
 * link. Pictures come from the file store (`/api/files/:id`); nothing shows when there is neither.
 */
export function FileGallery({
  files,
  videoLink,
  label,
}: {
  files: readonly UploadItem[];
  videoLink?: string | null;
  /** The gallery's name for readers and tests. */
  label: string;
}) {
  if (!files.length && !videoLink) return null;
  return (
    <Flex vertical gap={8} role="group" aria-label={label}>
      {files.length ? (
        <Image.PreviewGroup>
          <Space wrap>
            {files.map((f) => (
              <Image
                key={f.id}
                src={f.url}
                alt={f.name}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : null}
      {videoLink ? (
        <Typography.Link href={videoLink} target="_blank" rel="noopener noreferrer">
          {videoLink}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}

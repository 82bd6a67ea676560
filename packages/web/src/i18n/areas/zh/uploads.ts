import type { Shape } from '../../shape';
import type { uploadsEn } from '../en/uploads';

/** Uploads: Chinese texts. */
export const uploadsZh: Shape<typeof uploadsEn> = {
  uploads: {
    add: '上传',
    hintMedia:
      '图片（JPG、PNG、GIF）不超过 5 MB，视频（MP4、MOV、WebM）不超过 {{videoMb}} MB，最多 {{max}} 个文件',
    hintImages: '图片（JPG、PNG、GIF）不超过 5 MB，最多 {{max}} 个文件',
    hintWidth: '图片宽度不能小于 {{width}} 像素',
    files: '图片和视频',
    videoLink: '视频链接',
    videoLinkPlaceholder: 'https://…',
  },
};

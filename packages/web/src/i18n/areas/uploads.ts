import type { Shape } from '../shape';

/** Uploads (pictures and videos of refunds and reissues): English texts. */
export const uploadsEn = {
  uploads: {
    add: 'Upload',
    hintMedia:
      'Pictures (JPG, PNG, GIF) up to 5 MB and videos (MP4, MOV, WebM) up to {{videoMb}} MB, at most {{max}} files',
    hintImages: 'Pictures (JPG, PNG, GIF) up to 5 MB, at most {{max}} files',
    hintWidth: 'Pictures must be at least {{width}} px wide',
    files: 'Images and videos',
    videoLink: 'Video link',
    videoLinkPlaceholder: 'https://…',
  },
};

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

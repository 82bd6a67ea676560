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

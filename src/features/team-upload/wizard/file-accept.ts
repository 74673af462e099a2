/**
 * What the file picker offers. HEIC/HEIF are listed (iPhone photos; we convert them), and on iOS
 * listing types rather than image/* also makes Safari hand over a JPEG when it can. The real type
 * is checked from the bytes, never from this list.
 */
export const FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

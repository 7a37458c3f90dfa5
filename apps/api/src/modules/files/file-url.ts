// The files module's public surface for other domains: where a stored file is downloaded from.
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

// The files feature's public entry for server code in other features (a direct order's documents are uploaded
// by its server action): the same POST /files call the profile picture form makes in the browser.
import 'server-only';

export { uploadFile } from './upload-file';

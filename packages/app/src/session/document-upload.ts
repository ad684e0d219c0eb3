// Loaded by lazy-document-upload.ts through import(), so the upload and its route table form a chunk apart.
export { createDocumentUpload as documentUpload } from '@wallet/api';

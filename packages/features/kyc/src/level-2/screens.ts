export { DocumentsPage } from './documents-page';
export { Level2Page } from './level-2-page';
export { SelfiePage } from './selfie-page';
export { UploadPage } from './upload-page';

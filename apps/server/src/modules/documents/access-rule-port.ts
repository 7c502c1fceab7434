/*
 * How an owning module widens who may read the documents attached to its owners (decision 179): the
 * listings module opens a live listing's files to every signed-in marketplace user.
 */
export { registerDocumentAccessRule } from './access-rules';

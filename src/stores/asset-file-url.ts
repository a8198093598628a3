/**
 * The URL of one of the widget's own static files (`icons/messengers/viber.svg`): the bundler
 * build's emitted copy when it uses its own files (decision PKG-03), else the file under the
 * assets root (`assetsBase` or the widget's folder).
 */
import { bundledFileUrl } from './bundled-files.ts';

export function assetFileUrl(root: string, file: string): string {
  const own = bundledFileUrl && bundledFileUrl(file, root);
  return own ?? (root ? `${root.replace(/\/+$/, '')}/${file}` : file);
}

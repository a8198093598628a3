/** The URL folders the widget is served from (decision CDN-04): as built, the exact release, the moving major. */
import { WIDGET_VERSION } from '../../../src/domain/constants.ts';

/** `v1` for `v1.0.486`: the moving major's path segment. */
export const majorOf = (version: string): string => version.split('.')[0] ?? version;

export const EXACT = `/widget/${WIDGET_VERSION}/`;
export const MAJOR = `/widget/${majorOf(WIDGET_VERSION)}/`;
export const WIDGET_FOLDERS = ['/widget/', EXACT, MAJOR] as const;

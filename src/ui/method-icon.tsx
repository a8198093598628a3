/** A method's icon: the image from its first icon id, or its initial when there is none or it fails to load. */
import { useState } from 'react';
import { methodIconUrl } from '../domain/method-icon-url.ts';

export interface MethodIconProps {
  iconId: string | undefined;
  iconBase: string;
  /** Alt text (the method label), or '' when the icon is decorative. */
  alt: string;
  /** Text the fallback initial is taken from. */
  label: string;
  size?: 'md' | 'sm';
}

export function MethodIcon({ iconId, iconBase, alt, label, size = 'md' }: MethodIconProps) {
  const [failed, setFailed] = useState(false);
  const url = methodIconUrl(iconId, iconBase);
  const className = `cashier-method-icon cashier-method-icon--${size}`;
  if (!url || failed) {
    return (
      <span className={`${className} cashier-method-icon--fallback`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        {(label.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

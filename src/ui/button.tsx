/**
 * The one text button: always a real <button> (keyboard and screen readers for free),
 * 44 px tall minimum (styles/components.css).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Stretches to the container width. */
  block?: boolean;
  type?: 'button' | 'submit';
  icon?: ReactNode;
  children: ReactNode;
}

/** A styled button; `type` defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'primary', block = false, type = 'button', icon, className, children, ...rest }: ButtonProps) {
  const classes = ['cashier-button', `cashier-button--${variant}`, block ? 'cashier-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} {...rest}>
      {icon}
      <span className="cashier-button__label">{children}</span>
    </button>
  );
}

/**
 * The header layout (ROUTE-31/32): a back button or a title at the start, a close button at
 * the end. Props only; src/app/header.tsx decides what is shown.
 */
import { BackIcon, CloseIcon } from './icons.tsx';
import { IconButton } from './icon-button.tsx';

export interface HeaderBarProps {
  /** Shown when there is no back action. */
  title: string;
  back?: { label: string; onBack(): void };
  close?: { label: string; onClose(): void };
}

export function HeaderBar({ title, back, close }: HeaderBarProps) {
  return (
    <header className="cashier-header" part="header">
      <div className="cashier-header__start">
        {back ? (
          <IconButton className="cashier-header__back" label={back.label} onClick={back.onBack}>
            <BackIcon />
          </IconButton>
        ) : (
          <h1 className="cashier-header__title">{title}</h1>
        )}
      </div>
      {close ? (
        <IconButton className="cashier-header__close" label={close.label} onClick={close.onClose}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </header>
  );
}

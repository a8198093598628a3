/** Loading indicator with a text alternative, announced politely. */
export interface SpinnerProps {
  /** What is loading ("Loading…"); read by screen readers and shown under the ring when `showLabel`. */
  label: string;
  showLabel?: boolean;
}

export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <div className="cashier-spinner" role="status" aria-live="polite">
      <span className="cashier-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'cashier-spinner__label' : 'cashier-visually-hidden'}>{label}</span>
    </div>
  );
}

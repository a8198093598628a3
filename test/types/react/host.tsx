// A React 19 host component, as an integrator writes it (consumer type test, TYPES-03).
import { useRef } from 'react';
import type {} from '@payment-cashier/widget/react';
import type { PaymentCashierElement } from '@payment-cashier/widget';

export function Cashier({ token }: { token: string }) {
  const ref = useRef<PaymentCashierElement>(null);
  return (
    <payment-cashier
      id="cashier"
      key="cashier"
      ref={ref}
      className="cashier"
      style={{ minHeight: 640 }}
      hidden={false}
      aria-label="Cashier"
      data-testid="cashier"
      token={token}
      transport="http"
      widget-view-type="sweep"
      closing-button={false}
      bonus-id={7}
      oncashier-loaded={(e) => console.log(e.detail.version)}
      oncashier-token-expired={(e) => console.log(e.detail.call, ref.current?.token)}
      oncashier:onCreateTransaction={(e) => console.log(e.detail.amount, e.detail.currency)}
      oncashier-close={(e) => console.log(e.detail.reason)}
    />
  );
}

export const wrong = [
  // @ts-expect-error: `ftp` is not a transport
  <payment-cashier transport="ftp" />,
  // @ts-expect-error: `widget-view-type` is `main` or `sweep`
  <payment-cashier widget-view-type="full" />,
  // @ts-expect-error: an unknown attribute (a misspelt token)
  <payment-cashier tokn="x" />,
  // @ts-expect-error: the detail has `paymentMethod`, not `pymentMethod`
  <payment-cashier oncashier-create-transaction={(e) => console.log(e.detail.pymentMethod)} />,
  // @ts-expect-error: the colon name's detail is typed too: `amount` is a number
  <payment-cashier oncashier:onCreateTransaction={(e) => e.detail.amount.toUpperCase()} />,
  // @ts-expect-error: the element renders in its shadow root and takes no children
  <payment-cashier>text</payment-cashier>,
];

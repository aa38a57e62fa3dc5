/** The print page's button (a script is needed to open the browser's print dialog). */
export function InvoicePrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}

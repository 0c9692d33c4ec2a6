import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './bills.css';

/**
 * Prints `content` alone: it is rendered into <body> beside the app, the print stylesheet
 * (bills.css) hides everything else, and the browser's print dialog opens; the view goes once
 * printing is done. `kind` picks the look (a receipt prints in a monospaced font).
 */
export function usePrintView(kind: 'receipt' | 'report') {
  // A new object per request, so printing twice prints twice.
  const [request, setRequest] = useState<{ content: ReactNode } | null>(null);

  useEffect(() => {
    if (request === null) return;
    const done = () => setRequest(null);
    window.addEventListener('afterprint', done, { once: true });
    // The view is in the document now (effects run after commit), so the dialog prints it.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  const view = request
    ? createPortal(
        <div className="bill-print" data-kind={kind}>
          {request.content}
        </div>,
        document.body,
      )
    : null;
  return { print: (content: ReactNode) => setRequest({ content }), view };
}

import { Tooltip } from 'antd';
import DOMPurify from 'dompurify';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/** The width past which a refund condition is cut and its tooltip shows the whole text. */
export const REFUND_CONDITION_WIDTH = 620;

/** Only the markup of a short list survives sanitising. */
export const conditionPurifyConfig = {
  ALLOWED_TAGS: ['ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'span', 'br'],
  ALLOWED_ATTR: ['style'],
};

/** Sanitised refund-condition HTML; without a DOM to sanitise with, nothing is shown (fails closed). */
export const sanitizeCondition = (
  html: string,
  purify: Pick<typeof DOMPurify, 'isSupported' | 'sanitize'> = DOMPurify,
) => (purify.isSupported ? String(purify.sanitize(html, conditionPurifyConfig)) : '');

/**
 * A package's refund condition (spec 2 §2 'Batch refund dialog'): one line cut at 620 px; the tooltip with the
 * whole condition is enabled only when the content is wider than that.
 */
export function RefundCondition({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeCondition(html), [html]);
  const ref = useRef<HTMLSpanElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    setOverflows(el !== null && clean !== '' && el.scrollWidth > REFUND_CONDITION_WIDTH);
  }, [clean]);
  if (!clean) return null;
  // the HTML below is the DOMPurify output (sanitizeCondition)
  const tip = overflows ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
    <div className="bd-refund-condition-tip" dangerouslySetInnerHTML={{ __html: clean }} />
  ) : null;
  const line = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
    <span ref={ref} className="bd-refund-condition" dangerouslySetInnerHTML={{ __html: clean }} />
  );
  return (
    <Tooltip title={tip} styles={{ root: { maxWidth: REFUND_CONDITION_WIDTH + 40 } }}>
      {line}
    </Tooltip>
  );
}

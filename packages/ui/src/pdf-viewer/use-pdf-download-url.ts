import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';

/**
 * The download of a loaded PDF: the bytes pdf.js holds, as a `blob:` URL (so a signed URL never appears
 * in the page), revoked with the document. Null while there is no document or its bytes are not read yet.
 */
export function usePdfDownloadUrl(doc: PDFDocumentProxy | null): string | null {
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!doc || typeof URL.createObjectURL !== 'function') return;
    let cancelled = false;
    let objectUrl: string | null = null;
    doc
      .getData()
      .then((bytes) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
        setDownloadUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setDownloadUrl(null);
    };
  }, [doc]);
  return downloadUrl;
}

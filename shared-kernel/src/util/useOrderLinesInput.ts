import { useRef, useState, type ChangeEvent } from 'react';
import { parseOrderLines, readOrderLinesFile, type ParsedOrderLines } from './orderLines';

/**
 * The input side of bulk order entry (fast order, pre-order detail): the pasted text, a file upload,
 * a busy flag and one error line. `run` resolves the parsed lines and answers whether the text may be
 * cleared; `errorText` words a parse or read failure (OrderLinesError or any other).
 */
export function useOrderLinesInput(options: { run: (parsed: ParsedOrderLines) => Promise<boolean>; errorText: (e: unknown) => string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef(options);
  latest.current = options;

  /** parses and resolves the pasted text; a text that was handled is cleared */
  const checkText = async () => {
    setError(null);
    let parsed: ParsedOrderLines;
    try {
      parsed = parseOrderLines(text);
    } catch (e) {
      setError(latest.current.errorText(e));
      return;
    }
    setBusy(true);
    try {
      if (await latest.current.run(parsed)) setText('');
    } finally {
      setBusy(false);
    }
  };

  /** reads and resolves a chosen CSV or XLSX file; the input is emptied so the same file can be chosen again */
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      await latest.current.run(await readOrderLinesFile(file));
    } catch (err) {
      setError(latest.current.errorText(err));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return { text, setText, error, setError, busy, fileInput, checkText, upload };
}

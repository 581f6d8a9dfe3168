/**
 * The report's copy buttons for its ready-to-paste fixes (src/views/pages/AuditFix.tsx). The server
 * renders each button hidden beside the <pre> it copies, so without JavaScript there is no button
 * that does nothing, only text to select. Here each is shown and copies its text with the Clipboard
 * API; where the browser refuses (no permission, an insecure page), the text is selected instead and
 * the visitor told to copy it. Plain DOM code, no React.
 */
const SAID_MS = 4000;

/** Shows and wires every copy button under `root`. */
export function startCopyButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const id = button.dataset.copy ?? '';
    const source = document.getElementById(id);
    const status = root.querySelector<HTMLElement>(`[data-copy-status="${CSS.escape(id)}"]`);
    if (!source) continue;
    button.hidden = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (text: string) => {
      if (!status) return;
      status.textContent = text;
      clearTimeout(timer);
      timer = setTimeout(() => (status.textContent = ''), SAID_MS);
    };
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(source.textContent ?? '');
        say('Copied');
      } catch {
        const range = document.createRange();
        range.selectNodeContents(source);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        say('Selected: press Ctrl+C (or ⌘C on a Mac) to copy');
      }
    });
  }
}

/**
 * telegram-ui draws text styles as headings: a Cell's title and subtitle (on Android and the web)
 * and a small or medium Button's label are `<h6>`s, other labels `<h5>`s. Every settings row and
 * button would be a heading to a screen reader, and the outline would jump from a page's h1 to h6.
 * Our own screens never use h5 or h6 (their outline is h1 to h3), so each h5 and h6 under `root`
 * loses its heading role, now and as screens render.
 */
export function demoteLibraryHeadings(root: Element): () => void {
  const demote = (scope: Element) => {
    if (scope.matches(TEXT_STYLE_HEADINGS)) scope.setAttribute('role', 'none');
    for (const heading of scope.querySelectorAll(TEXT_STYLE_HEADINGS)) {
      heading.setAttribute('role', 'none');
    }
  };
  demote(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) demote(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const TEXT_STYLE_HEADINGS = 'h5:not([role]), h6:not([role])';

/**
 * The docstring conventions `operations.docstring.style` names, and the
 * `style` write_docstring takes: Google, NumPy and Sphinx (reST) sections,
 * and Markdown (a `**Parameters:**` line and a `* **name** - text` list, as
 * httpx and MkDocs projects write). A language writes them in its own
 * docstrings (Python's, in its folder's `docs/`).
 */
export const DOCSTRING_STYLES = ['google', 'numpy', 'sphinx', 'markdown'] as const;

/**
 * A table drawn with pdfkit: single-line rows (long texts end in an ellipsis), a wrapped header
 * row repeated on every page.
 */
export interface TableColumn {
  header: string;
  /** Relative width. */
  weight: number;
  align: 'left' | 'right';
}

const ROW = 15;
const HEADER = 18;
const PAD = 3;
const FONT_SIZE = 8;

/** Shortens `value` with an ellipsis until it fits `width` in the current font. */
function fit(doc: PDFKit.PDFDocument, value: string, width: number): string {
  if (doc.widthOfString(value) <= width) return value;
  let end = value.length;
  while (end > 0 && doc.widthOfString(`${value.slice(0, end)}…`) > width) end -= 1;
  return `${value.slice(0, end)}…`;
}

/**
 * Draws rows from the document's current `y` down, starting a new page (and repeating the
 * header row) whenever the next row would cross `bottom` points from the page's foot.
 */
export class PdfTable {
  private readonly widths: number[];
  private readonly left: number;
  private y: number;
  private rows = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly TableColumn[],
    private readonly bottom: number,
  ) {
    const { margins, width } = doc.page;
    this.left = margins.left;
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const available = width - margins.left - margins.right;
    this.widths = columns.map((column) => (column.weight / total) * available);
    this.y = doc.y;
    this.header();
  }

  /** Where the next row goes. */
  get bottomY(): number {
    return this.y;
  }

  row(cells: readonly string[]): void {
    if (this.y + ROW > this.doc.page.height - this.bottom) {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
      this.header();
    }
    if (this.rows % 2 === 1) this.band(ROW, '#f3f5f8');
    this.doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#111111');
    this.cells(cells, ROW);
    this.y += ROW;
    this.rows += 1;
  }

  /** The header row, its texts wrapped onto as many lines as the widest needs. */
  private header(): void {
    this.doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    const lines = this.columns.map((column, i) =>
      this.doc.heightOfString(column.header, { width: this.widths[i]! - 2 * PAD }),
    );
    const height = Math.max(HEADER, Math.max(...lines) + 2 * PAD);
    this.band(height, '#e1e6ee');
    this.doc.fillColor('#111111');
    let x = this.left;
    this.columns.forEach((column, i) => {
      const width = this.widths[i]! - 2 * PAD;
      this.doc.text(column.header, x + PAD, this.y + PAD, { width, align: column.align });
      x += this.widths[i]!;
    });
    this.y += height;
  }

  private band(height: number, color: string): void {
    const width = this.widths.reduce((sum, w) => sum + w, 0);
    this.doc.rect(this.left, this.y, width, height).fill(color);
  }

  private cells(cells: readonly string[], height: number): void {
    let x = this.left;
    const top = this.y + (height - FONT_SIZE) / 2;
    cells.forEach((cell, i) => {
      const width = this.widths[i]! - 2 * PAD;
      this.doc.text(fit(this.doc, cell, width), x + PAD, top, {
        width,
        align: this.columns[i]!.align,
        lineBreak: false,
      });
      x += this.widths[i]!;
    });
  }
}

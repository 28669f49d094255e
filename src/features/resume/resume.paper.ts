// The résumé's sizes, read by the routes (the paper query), the HTML page, the PDF and the data
// source: in a module of their own so that the routes need not load the PDF part (resume.part.ts)
// to know them.

/** Paper sizes in points (1/72 inch). */
export const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
export type Paper = keyof typeof PAPER;

/** The box of a résumé row's sparkline, in CSS pixels (the PDF scales it to its row). */
export const SPARK_BOX = { width: 96, height: 22 } as const;

import { z } from 'zod';

// Spelled out as [0-9a-fA-F] rather than with the `i` flag: JSON Schema patterns carry no flags,
// so editors would reject "#0D9373" if the schema relied on one.
const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A CSS hex color, `#RGB` or `#RRGGBB`: a building block each field describes for itself. */
export const HexColorSchema = z.string().regex(hexColor, { error: (issue) => `expected a hex color such as "#0D9373", not ${JSON.stringify(issue.input)}` });

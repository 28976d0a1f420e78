/**
 * Names of the components MDX pages may use without importing them. Kept apart from
 * `index.ts` (which imports the .astro files) so the integration can read it in Node.
 * `Tree.Folder`, `Tree.File`, `Color.Row` and `Color.Item` come with their parent.
 */
export const componentNames: readonly string[] = [
  'Accordion',
  'AccordionGroup',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeGroup',
  'Color',
  'Columns',
  'Danger',
  'Expandable',
  'Frame',
  'Icon',
  'Info',
  'Note',
  'ParamField',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tip',
  'Tooltip',
  'Tree',
  'Update',
  'Visibility',
  'Warning',
];

import Accordion from './Accordion.astro';
import AccordionGroup from './AccordionGroup.astro';
import Badge from './Badge.astro';
import Banner from './Banner.astro';
import Callout from './Callout.astro';
import Card from './Card.astro';
import CardGroup from './CardGroup.astro';
import Check from './Check.astro';
import CodeGroup from './CodeGroup.astro';
import Color from './Color.astro';
import ColorItem from './ColorItem.astro';
import ColorRow from './ColorRow.astro';
import Columns from './Columns.astro';
import Danger from './Danger.astro';
import Expandable from './Expandable.astro';
import Frame from './Frame.astro';
import GitHubRepo from './GitHubRepo.astro';
import Icon from './Icon.astro';
import Info from './Info.astro';
import Note from './Note.astro';
import ParamField from './ParamField.astro';
import Passthrough from './Passthrough.astro';
import Panel from './Panel.astro';
import Prompt from './Prompt.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import ResponseField from './ResponseField.astro';
import Step from './Step.astro';
import Steps from './Steps.astro';
import Tab from './Tab.astro';
import Tabs from './Tabs.astro';
import Tile from './Tile.astro';
import Tip from './Tip.astro';
import Tooltip from './Tooltip.astro';
import Tree from './Tree.astro';
import TreeFile from './TreeFile.astro';
import TreeFolder from './TreeFolder.astro';
import Update from './Update.astro';
import Variation from './Variation.astro';
import View from './View.astro';
import Visibility from './Visibility.astro';
import Warning from './Warning.astro';

// MDX writes <Tree.Folder> as a property of Tree: the parts hang off their parent component.
Object.assign(Tree, { Folder: TreeFolder, File: TreeFile });
Object.assign(Color, { Row: ColorRow, Item: ColorItem });
// `<GitHub.Repo>`: the hosted platform's GitHub components live under one name. A member Quire
// lacks renders its children, as an unknown tag does, instead of failing the page.
const GitHub = new Proxy({ Repo: GitHubRepo } as Record<string, unknown>, {
  get: (members, key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? (members[key] ?? Passthrough) : undefined),
});

/** The components MDX pages may use without importing them, by name (the same names as `names.ts`). */
export const mdxComponents: Record<string, unknown> = {
  Accordion,
  AccordionGroup,
  Badge,
  Banner,
  Callout,
  Card,
  CardGroup,
  Check,
  CodeGroup,
  Color,
  Columns,
  Danger,
  Expandable,
  Frame,
  GitHub,
  Icon,
  Info,
  Note,
  ParamField,
  Panel,
  Prompt,
  RequestExample,
  ResponseExample,
  ResponseField,
  Step,
  Steps,
  Tab,
  Tabs,
  Tile,
  Tip,
  Tooltip,
  Tree,
  Update,
  Variation,
  View,
  Visibility,
  Warning,
};

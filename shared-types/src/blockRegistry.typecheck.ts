// Compiled by `npm run typecheck`, never run: the proof that a registry of block types must handle
// every type, each with its own block. Each `@ts-expect-error` fails the type-check when the line
// after it compiles, that is, when a registry would let a type (or a field of one) go unhandled.
// The registries are typed this way in every package: the checks (blockChecks.ts), the editor's
// fields (mf-admin blockEditors.ts), the drawings (mf-public blockRenderers.tsx) and the search's
// words (mock-api search/pages.ts).
import { BLOCK_KINDS, type BlockFunctions, type BlockType, type LeafBlock } from './blocks';
import { BLOCK_CHECKS, type BlockCheck } from './blockChecks';

/** Every type's name as the page shows it: a registry that handles every type compiles. */
const shown: BlockFunctions<[], string> = {
  heading: (block) => block.text.en,
  paragraph: (block) => block.id,
  image: (block) => block.src,
  people: (block) => block.people.map((person) => person.name.en).join(', '),
  figures: (block) => block.figures.map((figure) => figure.value.en).join(', '),
  button: (block) => block.label.en,
  files: (block) => block.files.map((file) => file.title.en).join(', '),
  tabs: (block) => block.label.en,
  cards: (block) => block.cards.map((card) => card.title.en).join(', '),
  slides: (block) => block.slides.map((slide) => slide.caption.en).join(', '),
  message: (block) => block.heading.en,
};

const { message: _message, ...withoutMessage } = shown;
// @ts-expect-error a registry of functions that leaves out one type (here 'message') does not compile
const missingFunction: BlockFunctions<[], string> = withoutMessage;

const wrongBlock: BlockFunctions<[], string> = {
  ...shown,
  // @ts-expect-error each entry is given its own type's block: a heading has no list of people
  heading: (block) => block.people.length,
};

const { cards: _cards, ...withoutCards } = BLOCK_CHECKS;
// @ts-expect-error a registry of checks that leaves out one type (here 'cards') does not compile
const missingCheck: { [K in BlockType]: BlockCheck<K> } = withoutCards;

const missingField: BlockCheck<'heading'> = {
  ...BLOCK_CHECKS.heading,
  // @ts-expect-error a check must list every field of its type ('anchor' is one of the heading's)
  fields: { level: true, text: true },
};

const extraField: BlockCheck<'paragraph'> = {
  ...BLOCK_CHECKS.paragraph,
  // @ts-expect-error and no field its type does not have
  fields: { text: true, colour: true },
};

const kinds: { [K in BlockType]: { leaf: K extends LeafBlock['type'] ? true : false } } = {
  ...BLOCK_KINDS,
  // @ts-expect-error a container cannot be marked as a block that may sit inside a tab or card
  tabs: { leaf: true },
};

// Only compiled, never run; read here so that the unused-variable rule keeps quiet.
void [missingFunction, wrongBlock, missingCheck, missingField, extraField, kinds];

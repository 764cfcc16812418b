// Each block type's check, one entry per type (blocks.ts has their shapes): its name in the refusal's
// words, its fields (every field of its type, so the compiler notices one added to the shape and not
// here: an unknown field is refused, so it could never be saved), and the check of those fields.
import type { BlockOf, BlockType } from './blocks';
import {
  at,
  flag,
  image,
  link,
  list,
  localText,
  nth,
  object,
  optionalLocalText,
  optionalText,
  refuse,
  size,
  words,
  type At,
  type Words,
} from './contentChecks';
import { richText } from './richTextCheck';

/** Block and tab ids and anchors: letters, digits, - and _. */
export const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a check is given: the block's fields, where each one sits, and the check of nested blocks. */
export interface BlockCheckInput {
  b: Record<string, unknown>;
  /** Where the field `key` of this block sits, with its name in words when it has one. */
  f: (key: string, name?: Words) => At;
  /** Checks the blocks inside a tab or card (leaf blocks only, ids unique on the whole page). */
  nested: (value: unknown, where: At) => void;
}

export interface BlockCheck<K extends BlockType> {
  /** The type's name in a refusal: "Block 3 (paragraph)" / "ব্লক ৩ (অনুচ্ছেদ)". */
  name: Words;
  /** Its fields beside id, type and sample: each field of the type's shape, and only those. */
  fields: { [F in Exclude<keyof BlockOf<K>, 'id' | 'type' | 'sample'>]-?: true };
  check: (input: BlockCheckInput) => void;
}

const PICTURE = words('the picture', 'ছবি');
const PHOTO = words('the photo', 'ছবি');
const LINK = words('the link', 'লিংক');
const LABEL = words('label', 'লেবেল');
const TITLE = words('title', 'শিরোনাম');
const HEADING = words('heading', 'শিরোনাম');

/** Each entry of a list field, checked as an object with `allowed` fields, named "person 2" and so on. */
function each(
  value: unknown,
  where: At,
  [listName, itemName]: [Words, Words],
  allowed: readonly string[],
  check: (o: Record<string, unknown>, here: At) => void,
): void {
  for (const [i, item] of list(value, where, listName, { min: 1 }).entries()) {
    const here = at(where, i, nth(itemName, i));
    check(object(item, here, words(`the ${itemName.en}`, itemName.bn), allowed), here);
  }
}

const PERSON_TEXTS = {
  position: words('position', 'পদ'),
  qualifications: words('qualifications', 'যোগ্যতা'),
  department: words('department', 'বিভাগ'),
} as const;
const PERSON_DETAILS = {
  registration: words('registration', 'রেজিস্ট্রেশন নম্বর'),
  phone: words('phone', 'ফোন'),
  email: words('email', 'ই-মেইল'),
} as const;

export const BLOCK_CHECKS: { [K in BlockType]: BlockCheck<K> } = {
  heading: {
    name: words('heading', 'শিরোনাম'),
    fields: { level: true, text: true, anchor: true },
    check: ({ b, f }) => {
      if (b.level !== 2 && b.level !== 3)
        refuse(f('level'), words('the heading level must be 2 or 3.', 'শিরোনামের স্তর ২ অথবা ৩ হতে হবে।'));
      localText(b.text, f('text'), HEADING);
      if (b.anchor !== undefined && (typeof b.anchor !== 'string' || !ID.test(b.anchor)))
        refuse(
          f('anchor'),
          words(
            'the anchor must be 1 to 64 letters, digits, - or _.',
            'অ্যাঙ্কর ১ থেকে ৬৪টি ইংরেজি অক্ষর, অঙ্ক, - বা _ হতে হবে।',
          ),
        );
    },
  },
  paragraph: {
    name: words('paragraph', 'অনুচ্ছেদ'),
    fields: { text: true },
    check: ({ b, f }) => richText(b.text, f('text'), words('the text', 'লেখা')),
  },
  image: {
    name: words('image', 'ছবি'),
    fields: { src: true, alt: true, decorative: true, caption: true, width: true, height: true },
    check: ({ b, f }) => {
      image(b.src, f('src'), PICTURE);
      flag(b.decorative, f('decorative'), words('"decorative"', '"শুধু সাজসজ্জা"'));
      if (b.decorative !== true)
        localText(
          b.alt,
          f('alt'),
          words(
            'alternative text (say what the picture shows, or mark it decorative)',
            'বিকল্প লেখা (ছবিতে কী আছে লিখুন, অথবা শুধু সাজসজ্জা হিসেবে চিহ্নিত করুন)',
          ),
        );
      else optionalLocalText(b.alt, f('alt'), words('alternative text', 'বিকল্প লেখা'));
      optionalLocalText(b.caption, f('caption'), words('caption', 'ক্যাপশন'));
      size(b.width, f('width'), words('the width', 'প্রস্থ'));
      size(b.height, f('height'), words('the height', 'উচ্চতা'));
    },
  },
  people: {
    name: words('people', 'ব্যক্তির কার্ড'),
    fields: { people: true },
    check: ({ b, f }) =>
      each(
        b.people,
        f('people'),
        [words('the list of people', 'ব্যক্তিদের তালিকা'), words('person', 'ব্যক্তি')],
        ['name', 'position', 'qualifications', 'department', 'registration', 'phone', 'email', 'image', 'sample'],
        (o, here) => {
          localText(o.name, at(here, 'name'), words('name', 'নাম'));
          for (const [key, name] of Object.entries(PERSON_TEXTS)) optionalLocalText(o[key], at(here, key), name);
          for (const [key, name] of Object.entries(PERSON_DETAILS)) optionalText(o[key], at(here, key), name);
          image(o.image, at(here, 'image'), PHOTO, { required: false });
          flag(o.sample, at(here, 'sample'), words('"sample entry"', '"নমুনা"'));
        },
      ),
  },
  figures: {
    name: words('figures', 'মূল সংখ্যা'),
    fields: { figures: true },
    check: ({ b, f }) =>
      each(
        b.figures,
        f('figures'),
        [words('the list of figures', 'সংখ্যার তালিকা'), words('figure', 'সংখ্যা')],
        ['value', 'label'],
        (o, here) => {
          localText(o.value, at(here, 'value'), words('value', 'মান'));
          localText(o.label, at(here, 'label'), LABEL);
        },
      ),
  },
  button: {
    name: words('button', 'লিংক বোতাম'),
    fields: { label: true, href: true, style: true },
    check: ({ b, f }) => {
      localText(b.label, f('label'), LABEL);
      link(b.href, f('href'), LINK);
      if (b.style !== undefined && b.style !== 'button' && b.style !== 'link')
        refuse(f('style'), words('the style must be "button" or "link".', 'ধরন "button" অথবা "link" হতে হবে।'));
    },
  },
  files: {
    name: words('files', 'ফাইলের তালিকা'),
    fields: { files: true },
    check: ({ b, f }) =>
      each(
        b.files,
        f('files'),
        [words('the list of files', 'ফাইলের তালিকা'), words('file', 'ফাইল')],
        ['title', 'href'],
        (o, here) => {
          localText(o.title, at(here, 'title'), TITLE);
          link(o.href, at(here, 'href'), LINK);
        },
      ),
  },
  slides: {
    name: words('slides', 'স্লাইড'),
    fields: { slides: true },
    check: ({ b, f }) =>
      each(
        b.slides,
        f('slides'),
        [words('the list of slides', 'স্লাইডের তালিকা'), words('slide', 'স্লাইড')],
        ['src', 'alt', 'caption', 'width', 'height'],
        (o, here) => {
          image(o.src, at(here, 'src'), PICTURE);
          localText(
            o.alt,
            at(here, 'alt'),
            words('alternative text (say what the picture shows)', 'বিকল্প লেখা (ছবিতে কী আছে লিখুন)'),
          );
          localText(o.caption, at(here, 'caption'), words('caption', 'ক্যাপশন'));
          size(o.width, at(here, 'width'), words('the width', 'প্রস্থ'), { required: true });
          size(o.height, at(here, 'height'), words('the height', 'উচ্চতা'), { required: true });
        },
      ),
  },
  message: {
    name: words('message', 'স্বাক্ষরিত বাণী'),
    fields: { heading: true, text: true, signature: true, photo: true },
    check: ({ b, f }) => {
      localText(b.heading, f('heading'), HEADING);
      richText(b.text, f('text'), words('the message', 'বাণী'));
      localText(b.signature, f('signature'), words('signature', 'স্বাক্ষর'));
      image(b.photo, f('photo'), PHOTO, { required: false });
    },
  },
  tabs: {
    name: words('tabs', 'ট্যাব'),
    fields: { label: true, tabs: true },
    check: ({ b, f, nested }) => {
      localText(b.label, f('label'), LABEL);
      const tabIds = new Set<string>();
      each(
        b.tabs,
        f('tabs'),
        [words('the list of tabs', 'ট্যাবের তালিকা'), words('tab', 'ট্যাব')],
        ['id', 'title', 'blocks'],
        (o, here) => {
          if (typeof o.id !== 'string' || !ID.test(o.id) || tabIds.has(o.id))
            refuse(
              at(here, 'id'),
              words(
                'the tab id must be 1 to 64 letters, digits, - or _, different for each tab.',
                'ট্যাবের আইডি ১ থেকে ৬৪টি ইংরেজি অক্ষর, অঙ্ক, - বা _ হতে হবে, প্রতিটি ট্যাবের আলাদা।',
              ),
            );
          tabIds.add(o.id);
          localText(o.title, at(here, 'title'), TITLE);
          nested(o.blocks, at(here, 'blocks'));
        },
      );
    },
  },
  cards: {
    name: words('cards', 'কার্ড'),
    fields: { min: true, titleLevel: true, cards: true },
    check: ({ b, f, nested }) => {
      if (b.min !== undefined && (typeof b.min !== 'number' || b.min < 120 || b.min > 1200))
        refuse(
          f('min'),
          words(
            'the least card width must be between 120 and 1200 pixels.',
            'কার্ডের সবচেয়ে কম প্রস্থ ১২০ থেকে ১২০০ পিক্সেলের মধ্যে হতে হবে।',
          ),
        );
      if (b.titleLevel !== undefined && b.titleLevel !== 2 && b.titleLevel !== 3)
        refuse(
          f('titleLevel'),
          words('the card title level must be 2 or 3.', 'কার্ডের শিরোনামের স্তর ২ অথবা ৩ হতে হবে।'),
        );
      each(
        b.cards,
        f('cards'),
        [words('the list of cards', 'কার্ডের তালিকা'), words('card', 'কার্ড')],
        ['title', 'blocks'],
        (o, here) => {
          localText(o.title, at(here, 'title'), TITLE);
          nested(o.blocks, at(here, 'blocks'));
        },
      );
    },
  },
};

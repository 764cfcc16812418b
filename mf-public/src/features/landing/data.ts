// Editable content of the landing page. The college replaces the sample text here; nothing else
// needs to change. Slide artwork lives in src/assets/ (1600 x 700, i.e. 16:7).
import campus from '../../assets/slide-campus.svg';
import hospital from '../../assets/slide-hospital.svg';
import community from '../../assets/slide-community.svg';
import library from '../../assets/slide-library.svg';

export interface Slide {
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Shown over the picture. */
  caption: string;
  /** Intrinsic size of the artwork; keeps the slider's box fixed before the image arrives. */
  width: number;
  height: number;
}

/** SPEC.md §2.3: four images (LIMITS.sliderImages). Illustrations made for this site. */
export const SLIDES: Slide[] = [
  {
    src: campus,
    alt: 'Illustration of the college building at sunrise',
    caption: 'A community-based medical college in Savar',
    width: 1600,
    height: 700,
  },
  {
    src: hospital,
    alt: 'Illustration of a hospital building with an ambulance',
    caption: 'Clinical training across five academic hospitals',
    width: 1600,
    height: 700,
  },
  {
    src: community,
    alt: 'Illustration of a rural health centre among village homes',
    caption: 'Learning in the community: 17 primary health centres',
    width: 1600,
    height: 700,
  },
  {
    src: library,
    alt: 'Illustration of library shelves and a computer showing online databases',
    caption: 'A library with 8500+ e-books and four online databases',
    width: 1600,
    height: 700,
  },
];

/**
 * The principal's message. SAMPLE TEXT: SPEC.md does not give the message or the principal's name,
 * so this placeholder must be replaced by the college; `isSample` shows a visible "Sample entry" mark.
 */
export const PRINCIPAL_MESSAGE = {
  isSample: true,
  heading: "Principal's Message",
  signature: 'The Principal (name to be supplied by the college)',
  paragraphs: [
    'Welcome to GSVMC. Our college was built on the conviction that doctors learn medicine best where people live and work, and not only in hospital wards.',
    'From the first year our students spend time in the community, in our academic hospitals and in primary health centres, so that they graduate with the skills and the commitment to serve every patient, in the city and in the village.',
    'We invite you to explore this website, read our notices, and contact us with any question about admission, academics or student life.',
  ],
};

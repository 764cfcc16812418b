// JSON schemas that both validate input (unknown properties are removed, so a `role` sent to
// /auth/register never reaches the handler) and document the API at /api/docs.
import { DEPARTMENTS } from '@gsvmc/shared-types';
import { EMAIL_PATTERN, LINK_PATTERN, MIN_GRADUATION_YEAR, PHONE_PATTERN } from './alumni/validate';

/** An absolute http: or https: address (no other scheme, no spaces). */
export const WEB_LINK_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/]+\\S*$';

const str = (maxLength: number, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
const optionalStr = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    field: { type: 'string' },
    // Each code's values (shared-types apiErrors.ts): the row, field, rule, limit… a frontend words.
    values: { type: 'object', additionalProperties: true },
  },
  required: ['message', 'code'],
} as const;

export const userSchema = {
  $id: 'User',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ['user', 'editor', 'admin'] },
    createdAt: { type: 'string' },
    language: { type: ['string', 'null'], enum: ['en', 'bn', null] },
  },
  required: ['_id', 'username', 'email', 'role', 'createdAt'],
} as const;

export const qualificationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { degree: str(200), year: str(20) },
  required: ['degree', 'year'],
} as const;
export const workExperienceSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { role: str(200), startDate: str(40), endDate: str(40) },
  required: ['role', 'startDate', 'endDate'],
} as const;
export const publicationSchema = {
  type: 'object',
  additionalProperties: false,
  // Only web addresses: a `javascript:` or `data:` link would run in the site's origin when clicked.
  properties: {
    title: str(500),
    link: {
      anyOf: [
        { type: 'string', maxLength: 0 },
        { type: 'string', maxLength: 1000, pattern: WEB_LINK_PATTERN },
      ],
    },
  },
  required: ['title'],
} as const;

export const facultyProfileProperties = {
  name: str(200),
  registrationNo: str(100),
  dateOfBirth: { type: 'string', format: 'date' },
  designation: str(100),
  department: { type: 'string', enum: [...DEPARTMENTS] },
  qualifications: { type: 'array', maxItems: 50, items: qualificationSchema },
  workExperience: { type: 'array', maxItems: 50, items: workExperienceSchema },
  publications: { type: 'array', maxItems: 200, items: publicationSchema },
} as const;

/** The scalar fields and lists of multipart POST /faculty, after the lists are JSON-decoded. */
export const createFacultySchema = {
  type: 'object',
  additionalProperties: false,
  properties: facultyProfileProperties,
  required: [
    'name',
    'registrationNo',
    'dateOfBirth',
    'designation',
    'department',
    'qualifications',
    'workExperience',
    'publications',
  ],
} as const;

/** PUT /faculty/{id}: the profile fields or one of the lists (SPEC.md §7); any non-empty subset is accepted. */
export const updateFacultySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: facultyProfileProperties,
} as const;

export const facultySchema = {
  $id: 'Faculty',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    registrationNo: { type: 'string' },
    dateOfBirth: { type: 'string' },
    designation: { type: 'string' },
    department: { type: 'string' },
    facultyPicture: { type: 'string' },
    qualifications: {
      type: 'array',
      items: { type: 'object', properties: { degree: { type: 'string' }, year: { type: 'string' } } },
    },
    workExperience: {
      type: 'array',
      items: {
        type: 'object',
        properties: { role: { type: 'string' }, startDate: { type: 'string' }, endDate: { type: 'string' } },
      },
    },
    publications: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, link: { type: 'string' } } },
    },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export const noticeSchema = {
  $id: 'Notice',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    date: { type: 'string' },
    description: { type: 'string' },
    titleBn: { type: ['string', 'null'] },
    descriptionBn: { type: ['string', 'null'] },
    pdfUrl: { type: 'string' },
    category: { type: 'string' },
    pinned: { type: 'boolean' },
    publishAt: { type: 'string' },
    expiresAt: { type: 'string' },
    updatedAt: { type: 'string' },
    // What the notice's text and file are (migration 010); `text` itself only in one notice's answers.
    text: { type: ['string', 'null'] },
    textStatus: { type: 'string', enum: ['pending', 'done', 'failed'] },
    textSource: { type: ['string', 'null'], enum: ['pdf', 'ocr', 'staff', null] },
    pageCount: { type: ['integer', 'null'] },
    fileSize: { type: ['integer', 'null'] },
    previewUrl: { type: ['string', 'null'] },
    titleFromText: { type: 'boolean' },
  },
} as const;

/** A notice in the admin list, with where it stands for visitors. */
export const adminNoticeSchema = {
  type: 'object',
  properties: { ...noticeSchema.properties, status: { type: 'string', enum: ['scheduled', 'live', 'expired'] } },
} as const;

export const photoSchema = {
  $id: 'Photo',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    imageUrl: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const alumniFields = {
  alumniId: optionalStr(50),
  fullName: str(200),
  graduationYear: { type: 'integer', minimum: MIN_GRADUATION_YEAR, maximum: 2100 },
  degree: str(100),
  major: str(100),
  email: {
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
    ],
  },
  currentCompany: optionalStr(200),
  jobTitle: optionalStr(200),
  location: optionalStr(200),
  linkedInProfile: {
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', maxLength: 300, pattern: LINK_PATTERN },
    ],
  },
  phone: {
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', pattern: PHONE_PATTERN },
    ],
  },
  achievements: optionalStr(2000),
  contactConsent: { type: 'boolean' },
} as const;

/** PUT /alumni/{id}: the full object; `_id` and other extras sent along are dropped. */
export const updateAlumniSchema = {
  type: 'object',
  additionalProperties: false,
  properties: alumniFields,
  required: ['fullName', 'graduationYear', 'degree', 'major'],
} as const;

export const alumniSchema = {
  $id: 'Alumni',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    alumniId: { type: 'string' },
    fullName: { type: 'string' },
    graduationYear: { type: 'integer' },
    degree: { type: 'string' },
    major: { type: 'string' },
    email: { type: 'string' },
    currentCompany: { type: 'string' },
    jobTitle: { type: 'string' },
    location: { type: 'string' },
    linkedInProfile: { type: 'string' },
    phone: { type: 'string' },
    achievements: { type: 'string' },
    contactConsent: { type: 'boolean' },
  },
} as const;

export const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 100 } },
  required: ['id'],
} as const;

export const registerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 2, maxLength: 50, pattern: '\\S' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 8, maxLength: 128 },
  },
  required: ['username', 'email', 'password'],
} as const;

export const loginSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    deviceToken: { type: 'string', maxLength: 2000 },
  },
  required: ['email', 'password'],
} as const;

export const changePasswordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: { type: 'string', minLength: 1, maxLength: 128 },
  },
  required: ['currentPassword', 'newPassword'],
} as const;

/** Reusable error responses for the docs. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, { $ref: 'ApiError#' }]));

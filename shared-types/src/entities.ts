// Entities of SPEC.md §3. Ids are strings in `_id`; dates are ISO strings.

export type Role = 'user' | 'admin';

export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface Qualification {
  degree: string;
  year: string;
}

export interface WorkExperience {
  role: string;
  startDate: string;
  endDate: string;
}

export interface Publication {
  title: string;
  link?: string;
}

export interface Faculty {
  _id: string;
  name: string;
  registrationNo: string;
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth: string;
  designation: string;
  department: string;
  /** Server-relative path of an uploaded image, e.g. `/uploads/faculty/ab12.jpg`. */
  facultyPicture?: string;
  qualifications: Qualification[];
  workExperience: WorkExperience[];
  publications: Publication[];
  createdAt: string;
  updatedAt: string;
}

export interface Notice {
  _id: string;
  title: string;
  /** ISO timestamp of publication. */
  date: string;
  description?: string;
  /** Server-relative path of the PDF, e.g. `/uploads/notices/ab12.pdf`. */
  pdfUrl: string;
}

export interface Photo {
  _id: string;
  title: string;
  /** Server-relative path, e.g. `/uploads/photos/ab12.webp`. */
  imageUrl: string;
  createdAt: string;
}

export interface Alumni {
  _id: string;
  alumniId?: string;
  fullName: string;
  graduationYear: number;
  degree: string;
  major: string;
  email?: string;
  currentCompany?: string;
  jobTitle?: string;
  location?: string;
  linkedInProfile?: string;
  phone?: string;
  achievements?: string;
}

/** A department in the departments directory (SPEC.md §2.9, §3). */
export interface DepartmentNavItem {
  name: string;
  children?: DepartmentNavItem[];
  parent?: string;
}

/** A fixed dental faculty card (SPEC.md §2.12, §3). */
export interface DentalFacultyEntry {
  name: string;
  qualification: string;
  position: string;
  department: string;
  registration: string;
  mobile: string;
  email: string;
  image: string;
}

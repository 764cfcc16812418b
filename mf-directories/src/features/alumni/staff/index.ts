// The staff's alumni tools as one chunk of their own: the alumni page fetches it only when the
// signed-in user is staff (../staffTools.ts), so a visitor downloads none of this code or its words.
import { AlumniAdminTools } from './AlumniAdminTools';
import { AlumniRowActions } from './AlumniRowActions';
import { ConsentMark } from './ConsentMark';
import { EditAlumniModal } from './EditAlumniModal';

export const staffTools = { AlumniAdminTools, AlumniRowActions, ConsentMark, EditAlumniModal };

export type StaffTools = typeof staffTools;

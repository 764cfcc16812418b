import { compareFaculty, designationRank, groupByDepartment, initialOf, matchesSearch } from './facultyOrder';
import { faculty } from './testData';

describe('faculty ordering', () => {
  it('ranks Professor, Associate, Assistant, Lecturer, then others, keeping the rank of a suffixed title', () => {
    expect(designationRank('Professor')).toBe(0);
    expect(designationRank('Associate Professor')).toBe(1);
    expect(designationRank('assistant professor')).toBe(2);
    expect(designationRank('Lecturer')).toBe(3);
    expect(designationRank('Medical Officer')).toBe(4);
    expect(designationRank('Professor & Head')).toBe(0);
    expect(designationRank('Professors Club')).toBe(4);
  });

  it('orders a department by rank, then by name', () => {
    const list = [
      faculty({ name: 'Zed', designation: 'Lecturer' }),
      faculty({ name: 'Amy', designation: 'Medical Officer' }),
      faculty({ name: 'Bob', designation: 'Professor' }),
      faculty({ name: 'Al', designation: 'Professor' }),
      faculty({ name: 'Cy', designation: 'Associate Professor' }),
    ].sort(compareFaculty);
    expect(list.map((f) => f.name)).toEqual(['Al', 'Bob', 'Cy', 'Zed', 'Amy']);
  });

  it('groups by department in the fixed department order, unknown departments last', () => {
    const groups = groupByDepartment([
      faculty({ name: 'A', department: 'Pathology' }),
      faculty({ name: 'B', department: 'Anatomy' }),
      faculty({ name: 'C', department: 'Zoology' }),
      faculty({ name: 'D', department: 'Anatomy' }),
      faculty({ name: 'E', department: 'Physiology' }),
    ]);
    expect(groups.map((g) => `${g.department} ${g.members.length}`)).toEqual([
      'Anatomy 2',
      'Physiology 1',
      'Pathology 1',
      'Zoology 1',
    ]);
  });

  it('searches name, designation and degrees, every word', () => {
    const m = faculty({
      name: 'Rahima Khatun',
      designation: 'Associate Professor',
      qualifications: [{ degree: 'FCPS', year: '2010' }],
    });
    expect(matchesSearch(m, 'rahima')).toBe(true);
    expect(matchesSearch(m, 'associate')).toBe(true);
    expect(matchesSearch(m, 'fcps')).toBe(true);
    expect(matchesSearch(m, 'khatun fcps')).toBe(true);
    expect(matchesSearch(m, 'khatun phd')).toBe(false);
    expect(matchesSearch(m, '  ')).toBe(true);
  });

  it('searches the department too', () => {
    const m = faculty({ name: 'Rahima Khatun', department: 'Community Medicine & Public Health' });
    expect(matchesSearch(m, 'community medicine')).toBe(true);
    expect(matchesSearch(m, 'public health khatun')).toBe(true);
    expect(matchesSearch(m, 'anatomy')).toBe(false);
  });
});

describe('initialOf', () => {
  it('skips titles such as Dr. and Md.', () => {
    expect(initialOf('Dr. Rafiq Ahmed')).toBe('R');
    expect(initialOf('Prof. Dr. Md. Aminul Islam')).toBe('A');
    expect(initialOf('nasrin akter')).toBe('N');
    expect(initialOf('Dr.')).toBe('D');
  });
});

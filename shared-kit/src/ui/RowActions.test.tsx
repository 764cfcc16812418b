import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { phoneStyle, phoneTarget } from '../../test/touchTargets';
import { Button } from './Button';
import { RowActions } from './RowActions';

function renderRow() {
  renderWithProviders(
    <RowActions
      destructive={
        <Button $small $variant="danger" aria-label="Delete Exam routine">
          Delete
        </Button>
      }
    >
      <Button $small>Edit</Button>
      <Button $small>Download</Button>
    </RowActions>,
  );
  return {
    edit: screen.getByRole('button', { name: 'Edit' }),
    download: screen.getByRole('button', { name: 'Download' }),
    del: screen.getByRole('button', { name: 'Delete Exam routine' }),
  };
}

describe('RowActions', () => {
  it('puts the destructive action in a group of its own, after the others', () => {
    const { edit, download, del } = renderRow();
    const apart = del.parentElement!;
    expect(apart).not.toContainElement(edit);
    expect(apart).not.toContainElement(download);
    expect(edit.parentElement).toContainElement(download);
    expect(edit.compareDocumentPosition(del) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps it 32 px from the others on a wide screen, with a rule between them, on one line', () => {
    const { del } = renderRow();
    const apart = getComputedStyle(del.parentElement!);
    const row = getComputedStyle(del.parentElement!.parentElement!);
    expect(row.gap).toBe('16px');
    expect(apart.paddingInlineStart).toBe('16px');
    expect(apart.borderInlineStart).toMatch(/^1px solid/);
    // A wrapping row in a table's actions cell, sized to its content, dropped Purge under Restore.
    expect(row.flexWrap).not.toBe('wrap');
  });

  it('puts it on a line of its own on a phone, at the far end below a rule, never directly under Edit', () => {
    const { del } = renderRow();
    const apart = phoneStyle(del.parentElement!);
    expect(apart.flex).toBe('1 1 100%');
    expect(apart['justify-content']).toBe('flex-end');
    expect(apart['border-top']).toMatch(/^1px solid/);
    expect(apart['padding']).toBe('12px 0 0');
    expect(phoneStyle(del.parentElement!.parentElement!)['flex-wrap']).toBe('wrap');
  });

  it('makes every action a thumb uses at least 44 × 44 px on a phone', () => {
    const { edit, download, del } = renderRow();
    for (const button of [edit, download, del]) {
      expect(phoneTarget(button)).toEqual({ minHeight: '44px', minWidth: '44px' });
    }
  });

  it('draws no divider when there is nothing to destroy', () => {
    renderWithProviders(
      <RowActions destructive={false}>
        <Button $small>Restore</Button>
      </RowActions>,
    );
    const restore = screen.getByRole('button', { name: 'Restore' });
    expect(restore.parentElement!.parentElement!.children).toHaveLength(1);
  });
});

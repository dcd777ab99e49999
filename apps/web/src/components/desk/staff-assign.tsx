'use client';

import type { StaffMemberView } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';

/**
 * Whose a ticket or an order is: a quick "take it" for oneself, or anyone on the desk, or nobody, from the
 * desk's list (GET /api/support/staff). The page reads itself again once it is saved.
 */
export function StaffAssign({
  path,
  assigneeId,
  meId,
  staff,
}: {
  /** The …/assign route of the ticket or order. */
  path: string;
  assigneeId: string | null;
  meId: string;
  staff: StaffMemberView[];
}) {
  const t = useTranslations('desk');
  const router = useRouter();
  const [value, setValue] = useState(assigneeId ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(staffId: string | null) {
    setBusy(true);
    setError(null);
    try {
      await api.post(path, { staffId }, { toastErrors: false });
      setValue(staffId ?? '');
      router.refresh();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Field id="desk-assignee" label={t('assign.label')} error={error}>
        <Select
          value={value}
          disabled={busy}
          data-testid="assignee-select"
          onChange={(event) => void save(event.target.value || null)}
        >
          <option value="">{t('queue.nobody')}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === meId ? t('assign.meNamed', { name: member.name }) : member.name}
            </option>
          ))}
        </Select>
      </Field>
      {value !== meId ? (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void save(meId)} data-testid="assign-me">
          {t('assign.takeIt')}
        </Button>
      ) : null}
    </div>
  );
}

'use client';

import { STAFF_STATUSES, type TicketStatusName } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';

/** A ticket's status by hand (never back to "new": that means nobody on the desk has answered). */
export function TicketStatusSelect({ ticketId, status }: { ticketId: string; status: TicketStatusName }) {
  const t = useTranslations('desk');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels: Record<(typeof STAFF_STATUSES)[number], string> = {
    waiting_staff: t('ticketStatus.waiting_staff'),
    waiting_user: t('ticketStatus.waiting_user'),
    done: t('ticketStatus.done'),
  };

  async function change(next: string) {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/support/tickets/${ticketId}/status`, { status: next }, { toastErrors: false });
      router.refresh();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field id="desk-ticket-status" label={t('status.label')} error={error}>
      <Select value={status} disabled={busy} data-testid="status-select" onChange={(e) => void change(e.target.value)}>
        {status === 'new' ? <option value="new">{t('ticketStatus.new')}</option> : null}
        {STAFF_STATUSES.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

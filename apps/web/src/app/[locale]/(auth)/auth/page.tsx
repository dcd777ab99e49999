import { EntryForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({ path: '/auth', titleKey: 'auth', render: () => <EntryForm /> });
export const generateMetadata = step.generateMetadata;
export default step.Page;

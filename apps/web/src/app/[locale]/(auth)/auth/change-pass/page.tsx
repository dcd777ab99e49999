import { ChangePassForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({
  path: '/auth/change-pass',
  titleKey: 'changePass',
  missingCredentialTo: '/auth/forgot-pass',
  render: ({ credential }) => <ChangePassForm credential={credential} />,
});
export const generateMetadata = step.generateMetadata;
export default step.Page;

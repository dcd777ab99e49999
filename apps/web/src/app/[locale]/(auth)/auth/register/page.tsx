import { RegisterForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({
  path: '/auth/register',
  titleKey: 'register',
  missingCredentialTo: '/auth',
  render: ({ credential }) => <RegisterForm credential={credential} />,
});
export const generateMetadata = step.generateMetadata;
export default step.Page;

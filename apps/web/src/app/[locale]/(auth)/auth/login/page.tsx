import { LoginForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({
  path: '/auth/login',
  titleKey: 'login',
  missingCredentialTo: '/auth',
  render: ({ credential }) => <LoginForm credential={credential} />,
});
export const generateMetadata = step.generateMetadata;
export default step.Page;

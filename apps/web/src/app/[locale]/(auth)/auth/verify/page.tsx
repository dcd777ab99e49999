import { VerifyForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({
  path: '/auth/verify',
  titleKey: 'verify',
  missingCredentialTo: '/auth',
  render: ({ credential, params }) => (
    <VerifyForm credential={credential} purpose={params.purpose === 'login' ? 'login' : 'verify'} />
  ),
});
export const generateMetadata = step.generateMetadata;
export default step.Page;

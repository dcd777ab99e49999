import { ForgotForm } from '@/components/forms/auth-forms';
import { authStep } from '@/lib/auth-step';

const step = authStep({ path: '/auth/forgot-pass', titleKey: 'forgotPass', render: () => <ForgotForm /> });
export const generateMetadata = step.generateMetadata;
export default step.Page;

// One chunk for the three tabs of the profile (they are small and shown together).
export { BasicInfo } from './basic-info';
export { SubscriptionsForm } from './subscriptions-form';
export { UserProfileLayout } from './user-profile-layout';

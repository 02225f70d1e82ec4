export * from './SocialLoginButtons';

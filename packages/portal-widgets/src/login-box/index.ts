export { LoginBox, type LoginBoxLinkProps, type LoginBoxProps } from './login-box';

export { Stepper, type StepDefinition, type StepperProps } from './Stepper';

import MuiStepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Typography from '@mui/material/Typography';

/** One step (spec 001 section 9): a label, an optional description, clickable or not. */
export interface StepDefinition {
  /** Already translated. */
  label: string;
  description?: string;
  clickable?: boolean;
}

export interface StepperProps {
  steps: readonly StepDefinition[];
  /** Index of the current step; earlier steps show as completed. */
  activeStep: number;
  /** Called with the index of a clickable step the user chose. */
  onClickStep?: (index: number) => void;
}

/** The steps of a task (say a return wizard); clickable steps let the user go back to them. */
export function Stepper({ steps, activeStep, onClickStep }: StepperProps) {
  return (
    <MuiStepper activeStep={activeStep} nonLinear={Boolean(onClickStep)} alternativeLabel>
      {steps.map((step, index) => {
        const optional = step.description ? (
          <Typography variant="caption" color="text.secondary">
            {step.description}
          </Typography>
        ) : undefined;
        return (
          <Step key={step.label} completed={index < activeStep}>
            {step.clickable && onClickStep ? (
              <StepButton onClick={() => onClickStep(index)} optional={optional}>
                {step.label}
              </StepButton>
            ) : (
              <StepLabel optional={optional}>{step.label}</StepLabel>
            )}
          </Step>
        );
      })}
    </MuiStepper>
  );
}

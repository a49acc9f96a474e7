import {
  dialogSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { addCrewRecipes } from './theme';

// The crew's screen shows these parts only after its first screen (a dialog, a menu, a toast, the
// folded controls): their recipes come with their code, not with the entry (docs/decisions/0055).
// Every screen imports them from here (a lint rule says so), so no part renders without its recipe.
addCrewRecipes(
  { textarea: textareaRecipe },
  { dialog: dialogSlotRecipe, menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, toast: toastSlotRecipe },
);

export { Dialog, Menu, NativeSelect, Textarea, Toast, Toaster } from '@chakra-ui/react';

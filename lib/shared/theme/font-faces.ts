/**
 * The @font-face rules of every brand font (SPEC §3 fonts), imported once by the root layout. Only the families a
 * center actually uses are downloaded by the browser; the files are served from this app, not a font service.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/nunito';
import '@fontsource-variable/source-serif-4';
import '@fontsource-variable/montserrat';

// Debian's libxml2, for reading Moodle XML with its SAX2 push parser. Wrapped here only what
// Swift cannot import as it is: the thread's structured error handler (macros in libxml2) and
// the error callback, whose parameter became `const` in libxml2 2.12.
#ifndef TRIVIUM_CXML2_SHIM_H
#define TRIVIUM_CXML2_SHIM_H

// libxml2 built with ICU pulls the system's <unicode/ucnv.h> into its encoding header, whose
// enums clash with the ICU copy Foundation imports into the same Swift module. Nothing here
// uses ICU, and the handler structure it adds fields to is only ever used through pointers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// Where the errors libxml2 raises on this thread go while a document is read: the code of each,
// to `report` with `context`. Nothing is thrown or jumped over: `report` only records.
struct trivium_xml_errors {
  void (*report)(void *context, int code);
  void *context;
  xmlStructuredErrorFunc saved_handler;
  void *saved_context;
};

#if LIBXML_VERSION >= 21200
static inline void trivium_xml_forward_error(void *data, const xmlError *error) {
#else
static inline void trivium_xml_forward_error(void *data, xmlErrorPtr error) {
#endif
  struct trivium_xml_errors *errors = (struct trivium_xml_errors *)data;
  if (errors != NULL && error != NULL) errors->report(errors->context, error->code);
}

// Sends this thread's libxml2 errors to `errors` (the handler before is kept in it).
static inline void trivium_xml_catch_errors(struct trivium_xml_errors *errors) {
  errors->saved_handler = xmlStructuredError;
  errors->saved_context = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc(errors, trivium_xml_forward_error);
}

// Gives this thread's libxml2 errors back to the handler that had them before.
static inline void trivium_xml_release_errors(struct trivium_xml_errors *errors) {
  xmlSetStructuredErrorFunc(errors->saved_context, errors->saved_handler);
}

#endif

// Debian's libpng through its simplified API (png_image_*), which handles every colour type,
// bit depth, palette and transparency for us and reports errors in the image's message buffer
// instead of longjmp-ing into the caller.
#ifndef TRIVIUM_CPNG_SHIM_H
#define TRIVIUM_CPNG_SHIM_H

#include <png.h>
#include <stdlib.h>
#include <string.h>

/// A png_image ready for png_image_begin_read_*.
static inline png_image trivium_png_image(void) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  return image;
}

/// The 8-bit RGBA format (Swift cannot import the macro).
static inline png_uint_32 trivium_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// Whether the last call failed (the warning bit alone is not a failure).
static inline int trivium_png_failed(const png_image *image) {
  return PNG_IMAGE_FAILED(*image);
}

#endif

// Debian's libarchive, read only: Trivium unpacks mod archives entry by entry and writes each
// file itself, so that every entry is checked before a byte of it reaches the disk.
#ifndef TRIVIUM_CARCHIVE_SHIM_H
#define TRIVIUM_CARCHIVE_SHIM_H

#include <archive.h>
#include <archive_entry.h>

// The AE_IF* file types are casts Swift cannot import.
static inline unsigned int trivium_archive_type_regular(void) { return AE_IFREG; }
static inline unsigned int trivium_archive_type_directory(void) { return AE_IFDIR; }
static inline unsigned int trivium_archive_type_symlink(void) { return AE_IFLNK; }
static inline unsigned int trivium_archive_type_fifo(void) { return AE_IFIFO; }
static inline unsigned int trivium_archive_type_character_device(void) { return AE_IFCHR; }
static inline unsigned int trivium_archive_type_block_device(void) { return AE_IFBLK; }

#endif

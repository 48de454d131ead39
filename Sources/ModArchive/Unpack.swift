import CArchive
import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#endif

/// Unpacks a mod archive, or copies a mod folder, into a folder that must exist and be empty.
///
/// Every entry is checked before anything of it is written: an absolute path, a `..`, a link
/// (symbolic or hard), a device, FIFO or socket, or anything past `UnpackLimits` refuses the
/// whole source. On a refusal the destination holds what was written so far; the caller
/// removes it.
public enum Unpack {
  /// Unpacks `file` (zip, tar, or tar compressed with gzip) into `destination`; `display` is
  /// how messages name the file.
  public static func archive(
    _ file: URL, display: String, into destination: URL, limits: UnpackLimits = .default
  ) throws(UnpackError) -> UnpackSummary {
    var extraction = Extraction(destination: destination, source: display, limits: limits)
    guard let reader = archive_read_new() else {
      throw extraction.refuse(nil, Phrase(trLater("cannot start reading the archive")))
    }
    defer { archive_read_free(reader) }
    archive_read_support_filter_gzip(reader)
    archive_read_support_format_tar(reader)
    archive_read_support_format_zip(reader)
    func failure(_ entry: String?) -> UnpackError {
      let text = archive_error_string(reader).map { String(cString: $0) } ?? "unreadable"
      return UnpackError(
        source: display, entry: entry,
        words: Phrase(
          trLater("not a readable zip or tar archive: {reason}"), ["reason": .text(text)]))
    }
    guard archive_read_open_filename(reader, file.path, 1 << 16) == ARCHIVE_OK else {
      throw failure(nil)
    }
    var entry: OpaquePointer?
    while true {
      let status = archive_read_next_header(reader, &entry)
      if status == ARCHIVE_EOF { break }
      guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
        throw failure(nil)
      }
      let name =
        (archive_entry_pathname_utf8(entry) ?? archive_entry_pathname(entry))
        .map { String(cString: $0) } ?? ""
      let type = UInt32(archive_entry_filetype(entry))
      if archive_entry_hardlink(entry) != nil {
        throw extraction.refused(name, Phrase(trLater("a hard link")))
      }
      switch type {
      case trivium_archive_type_directory():
        try extraction.folder(name)
      case trivium_archive_type_regular():
        if archive_entry_size_is_set(entry) != 0 {
          try extraction.declared(archive_entry_size(entry), entry: name)
        }
        try extraction.file(name) { buffer throws(UnpackError) in
          let count = archive_read_data(reader, buffer.baseAddress, buffer.count)
          guard count >= 0 else { throw failure(name) }
          return count
        }
      default:
        throw extraction.refused(
          name,
          Phrase(trLater("{kind}, not a file or a folder"), ["kind": .phrase(describe(type))]))
      }
    }
    return extraction.summary
  }

  /// Copies the folder `source` into `destination` with the checks of an archive: a link
  /// inside it is refused, never followed.
  public static func folder(
    _ source: URL, display: String, into destination: URL, limits: UnpackLimits = .default
  ) throws(UnpackError) -> UnpackSummary {
    var extraction = Extraction(destination: destination, source: display, limits: limits)
    try copy(source, relative: "", extraction: &extraction)
    return extraction.summary
  }

  private static func copy(_ folder: URL, relative: String, extraction: inout Extraction)
    throws(UnpackError)
  {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
      throw extraction.refuse(relative.isEmpty ? nil : relative, Phrase(trLater("cannot be read")))
    }
    for name in names.sorted() {
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      let url = folder.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0 else {
        throw extraction.refuse(path, Phrase(trLater("cannot be read")))
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        try extraction.folder(path)
        try copy(url, relative: path, extraction: &extraction)
      case S_IFREG:
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw extraction.refuse(path, Phrase(trLater("cannot be read")))
        }
        defer { close(descriptor) }
        let unreadable = extraction.refuse(path, Phrase(trLater("cannot be read")))
        try extraction.file(path) { buffer throws(UnpackError) in
          let count = read(descriptor, buffer.baseAddress, buffer.count)
          guard count >= 0 else { throw unreadable }
          return count
        }
      default:
        throw extraction.refused(
          path,
          Phrase(
            trLater("{kind}, not a file or a folder"),
            ["kind": .phrase(describe(UInt32(info.st_mode & S_IFMT)))]))
      }
    }
  }

  /// "a symbolic link", "a FIFO", ...: what an entry of file type `type` is.
  private static func describe(_ type: UInt32) -> Phrase {
    switch type {
    case trivium_archive_type_symlink(): Phrase(trLater("a symbolic link"))
    case trivium_archive_type_fifo(): Phrase(trLater("a FIFO"))
    case trivium_archive_type_character_device(), trivium_archive_type_block_device():
      Phrase(trLater("a device"))
    default: Phrase(trLater("a special file (socket or unknown type)"))
    }
  }
}

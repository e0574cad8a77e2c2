// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace hearth {

/// Turns a linker symbol into the name a person reads, for the readers that get raw symbols
/// (`perf script`):
/// - C++ (Itanium, `_Z…`): through the C++ runtime's demangler.
/// - Rust, legacy mangling (`_ZN…17h<16 hex>E`, optionally followed by a `.llvm.…` suffix):
///   the path joined with `::`, the hash dropped, the escapes `$LT$` `$GT$` `$LP$` `$RP$`
///   `$RF$` `$BP$` `$SP$` `$C$` `$uXX$` and `..` decoded (`<std::rt::lang_start<()>>`).
/// - Rust v0 (`_R…`): see RustV0Demangler.
/// - A name a tool already demangled but left the Rust hash on (`core::fmt::write::h0123…`,
///   as perf prints them): the `::h<16 hex>` dropped.
/// Anything else, or a symbol that does not parse, is returned unchanged.
class Demangler
{
public:
    static QByteArray demangle(QByteArrayView symbol);
    /// The legacy Rust symbol demangled, or empty when `symbol` is not one.
    static QByteArray rustLegacy(QByteArrayView symbol);
};

} // namespace hearth

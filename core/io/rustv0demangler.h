// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace hearth {

/// Demangles Rust's v0 symbols (`_R…`, RFC 2603) as `rustc-demangle` prints them in its
/// alternate form (no crate hashes): paths, nested and crate-root names, closures and shims
/// (`{closure#0}`, `{shim:vtable#0}`), inherent and trait impls (`<Foo>`, `<Foo as Bar>`),
/// generic arguments (`::<T>` in value paths, `<T>` in types), back-references, the basic
/// types, references and pointers, arrays, slices, tuples, `fn` pointers, `dyn` traits with
/// associated-type bindings, and integer, `bool` and `char` constants; the instantiating
/// crate and vendor suffixes (`.llvm.…`) are dropped.
///
/// Not handled (the symbol is then returned unchanged by Demangler): Punycode (non-ASCII)
/// identifiers, and a version number after `_R`. Lifetimes are printed as `'_` and `for<…>`
/// binders are left out.
class RustV0Demangler
{
public:
    /// The demangled name, or empty when `symbol` is not a v0 symbol this understands.
    static QByteArray demangle(QByteArrayView symbol);
};

} // namespace hearth

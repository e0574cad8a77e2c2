// SPDX-License-Identifier: MIT
#include "io/demangler.h"
#include "io/rustv0demangler.h"

#include <QTest>

namespace hearth {

class TestDemangler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demangle_data();
    void demangle();
    void hostile();
};

void TestDemangler::demangle_data()
{
    QTest::addColumn<QByteArray>("symbol");
    QTest::addColumn<QByteArray>("name");
    // Real symbols (rustc's and rustc-demangle's test suites, ripgrep, the Rust RFC 2603
    // examples); the names as `c++filt -s rust` prints them, crate and legacy hashes dropped.
    QTest::newRow("c++") << QByteArray("_ZN3foo3barEi") << QByteArray("foo::bar(int)");
    QTest::newRow("c++ template")
        << QByteArray("_ZNSt6vectorIiSaIiEE9push_backERKi")
        << QByteArray("std::vector<int, std::allocator<int> >::push_back(int const&)");
    QTest::newRow("legacy") << QByteArray("_ZN3std2rt10lang_start17h0123456789abcdefE")
                            << QByteArray("std::rt::lang_start");
    QTest::newRow("legacy, llvm suffix")
        << QByteArray("_ZN3std2rt10lang_start17h0123456789abcdefE.llvm.8174578373")
        << QByteArray("std::rt::lang_start");
    QTest::newRow("legacy escapes")
        << QByteArray("_ZN4core3ptr85drop_in_place$LT$std..rt..lang_start$LT$$LP$$RP$$GT$..$"
                      "u7b$$u7b$closure$u7d$$u7d$$GT$17h27f14859c664490dE")
        << QByteArray("core::ptr::drop_in_place<std::rt::lang_start<()>::{{closure}}>");
    QTest::newRow("legacy trait impl")
        << QByteArray("_ZN71_$LT$Test$u20$$u2b$$u20$$u27$static$u20$as$u20$foo..Bar$LT$Test$GT$$"
                      "GT$3bar17h930b740aa94f1d3aE")
        << QByteArray("<Test + 'static as foo::Bar<Test>>::bar");
    QTest::newRow("legacy references")
        << QByteArray("_ZN53_$LT$$RF$$u27$a$u20$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h6c4d5c9d62d"
                      "6b8c5E")
        << QByteArray("<&'a T as core::fmt::Debug>::fmt");
    QTest::newRow("already demangled, hash left on")
        << QByteArray("grep_searcher::searcher::Searcher::search_slice::h00112233aabbccdd")
        << QByteArray("grep_searcher::searcher::Searcher::search_slice");
    QTest::newRow("v0 crate root") << QByteArray("_RNvC6_123foo3bar") << QByteArray("123foo::bar");
    QTest::newRow("v0 closures") << QByteArray("_RNCNCNgCs6DXkGYLi8lr_2cc5spawn00B5_")
                                 << QByteArray("cc::spawn::{closure#0}::{closure#0}");
    QTest::newRow("v0 generic function")
        << QByteArray("_RINvNtC3std3mem8align_ofjE") << QByteArray("std::mem::align_of::<usize>");
    QTest::newRow("v0 inherent impl")
        << QByteArray("_RNvMsr_NtCs3ssYzQotkvD_3std4pathNtB5_7PathBuf3newCs15kBYyAo9fc_7mycrate")
        << QByteArray("<std::path::PathBuf>::new");
    QTest::newRow("v0 dyn with binding")
        << QByteArray("_RINbNbCskIICzLVDPPb_5alloc5alloc8box_freeDINbNiB4_5boxed5FnBoxuEp6OutputuE"
                      "L_ECs1L9sYsIpRIW_4core")
        << QByteArray("alloc::alloc::box_free::<dyn alloc::boxed::FnBox<(), Output = ()>>");
    QTest::newRow("v0 const placeholder")
        << QByteArray("_RNvNvMCs4fqI2P2rA04_13const_genericINtB4_3FooKpE3foo3FOO")
        << QByteArray("<const_generic::Foo<_>>::foo::FOO");
    QTest::newRow("v0 consts") << QByteArray("_RMCs4fqI2P2rA04_13const_genericINtB0_3FooKj2a_E")
                               << QByteArray("<const_generic::Foo<42>>");
    QTest::newRow("v0 trait impl, references, tuple, fn")
        << QByteArray("_RNvXs_Cs4fqI2P2rA04_1aTRFUKCaEhQNtB4_1SENtB4_1T1f")
        << QByteArray("<(&unsafe extern \"C\" fn(i8) -> u8, &mut a::S) as a::T>::f");
    // Not handled: left as they are.
    QTest::newRow("v0 punycode")
        << QByteArray("_RNqCs4fqI2P2rA04_11utf8_identsu30____7hkackfecea1cbdathfdh9qlcq")
        << QByteArray("_RNqCs4fqI2P2rA04_11utf8_identsu30____7hkackfecea1cbdathfdh9qlcq");
    QTest::newRow("not mangled") << QByteArray("main") << QByteArray("main");
    QTest::newRow("broken v0") << QByteArray("_Rbroken") << QByteArray("_Rbroken");
    QTest::newRow("broken legacy") << QByteArray("_ZN3std2rt10lang_start17h0123456789abcdef")
                                   << QByteArray("_ZN3std2rt10lang_start17h0123456789abcdef");
    QTest::newRow("short hash, not rust") << QByteArray("foo::h0123") << QByteArray("foo::h0123");
}

void TestDemangler::demangle()
{
    QFETCH(QByteArray, symbol);
    QFETCH(QByteArray, name);
    QCOMPARE(Demangler::demangle(symbol), name);
}

void TestDemangler::hostile()
{
    // Back-references to themselves, deep nesting, cut symbols: no crash, no hang, unchanged.
    QByteArray deep = "_R";
    for (int i = 0; i < 5000; ++i)
        deep += "RR";
    deep += 'u';
    QCOMPARE(Demangler::demangle(deep), deep);
    QCOMPARE(Demangler::demangle("_RINvC1a1fTReB8_EE"), QByteArray("a::f::<(&str, &str)>"));
    const QByteArray self = "_RB_";
    QCOMPARE(Demangler::demangle(self), self);
    const QByteArray full =
        "_RNvMsr_NtCs3ssYzQotkvD_3std4pathNtB5_7PathBuf3newCs15kBYyAo9fc_7mycrate";
    for (qsizetype n = 2; n < full.size(); ++n)
        (void)Demangler::demangle(full.first(n));
    QByteArray blowup = "_RINvC1a1fT";
    for (int i = 0; i < 40; ++i)
        blowup += "TB" + QByteArray::number(9 + i) + "_E";
    (void)RustV0Demangler::demangle(blowup);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestDemangler)
#include "tst_demangler.moc"

// SPDX-License-Identifier: MIT
#include "cliprofile.h"

#include "commandline.h"
#include "io/profilereader.h"

#include <QCoreApplication>

namespace hearth {

namespace {

ProfileResult read(const QString &path, const QString &sampleType, bool flat, CliIo io)
{
    ReadOptions options;
    options.sampleTypes = SampleTypeChoice::named(sampleType);
    options.flatStacks = flat;
    // "-" is standard input (ProfileReader reads it through InputFile).
    ProfileResult r = ProfileReader::readFile(path, options);
    if (!r.ok()) {
        io.err << QStringLiteral("hearth: ") << r.error.toString() << Qt::endl;
        return {};
    }
    return r;
}

} // namespace

Profile::Ptr CliProfile::load(const QString &path, const QString &sampleType, CliIo io)
{
    return read(path, sampleType, false, io).profile;
}

ProfileResult CliProfile::loadFlat(const QString &path, const QString &sampleType, CliIo io)
{
    return read(path, sampleType, true, io);
}

int CliProfile::sampleType(const Profile &profile, const QString &wanted, CliIo io)
{
    // load() read the stacks of the type returned (loadFlat() those of ProfileResult::flat).
    if (wanted.isEmpty())
        return profile.defaultSampleType();
    const auto &types = profile.sampleTypes();
    const int idx = SampleTypeChoice::find(types, wanted);
    if (idx >= 0)
        return idx;
    QStringList names;
    for (const ValueType &t : types)
        names << t.toString();
    io.err << QCoreApplication::translate("hearth::CliProfile",
                                          "hearth: no sample type '%1'; the profile has: %2")
                  .arg(wanted, names.join(QStringLiteral(", ")))
           << Qt::endl;
    return -1;
}

bool CliProfile::top(const QString &command, bool isSet, const QString &value, bool json, CliIo io,
                     int *top)
{
    *top = json ? -1 : 20;
    if (!isSet)
        return true;
    bool ok = false;
    *top = value.toInt(&ok);
    if (ok && *top >= 0)
        return true;
    io.err << QCoreApplication::translate("hearth::CliProfile", "%1: --top takes a whole number")
                  .arg(command)
           << Qt::endl;
    return false;
}

} // namespace hearth

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/conversion/converter.h"

#include "core/conversion/configcatalog.h"
#include "core/conversion/hasheddict.h"
#include "core/review/conversionexplainer.h"
#include "core/text/textencoding.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cstdio>
#include <memory>
#include <opencc/Config.hpp>
#include <opencc/ConversionChain.hpp>
#include <opencc/Converter.hpp>
#include <opencc/DartsDict.hpp>
#include <opencc/Exception.hpp>
#include <opencc/MarisaDict.hpp>
#include <opencc/TextDict.hpp>
#include <opencc/opencc.h>

#ifdef Q_OS_UNIX
#include <dlfcn.h>
#endif

namespace duizhao {

Converter::Converter(const QString &configName, std::shared_ptr<opencc::Converter> converter,
                     std::shared_ptr<opencc::Converter> normalizer,
                     std::shared_ptr<const ConversionExplainer> explainer)
    : m_configName(configName)
    , m_converter(std::move(converter))
    , m_normalizer(std::move(normalizer))
    , m_explainer(std::move(explainer))
{}

namespace {

// Every "file" a config's JSON names, in order.
void collectDictionaryFiles(const QJsonValue &value, QStringList &files)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.value(QStringLiteral("file")).isString())
            files << object.value(QStringLiteral("file")).toString();
        for (const QJsonValue &member : object)
            collectDictionaryFiles(member, files);
    } else if (value.isArray()) {
        for (const QJsonValue &element : value.toArray())
            collectDictionaryFiles(element, files);
    }
}

// Whether the config's first conversion step is the normalization of CJK compatibility
// ideographs, as the bundled configs mark it (resources/opencc/build_data.py).
bool startsWithNormalization(const QString &configPath)
{
    QFile json(configPath);
    if (!json.open(QIODevice::ReadOnly))
        return false;
    const QJsonArray chain = QJsonDocument::fromJson(json.readAll())
                                 .object()
                                 .value(QStringLiteral("conversion_chain"))
                                 .toArray();
    return !chain.isEmpty() &&
           chain.first().toObject().value(QStringLiteral("duizhao_normalization")).toBool();
}

// OpenCC's message for a damaged dictionary names no file ("reader.cc:134: MARISA_IO_ERROR"):
// each dictionary of the config is loaded on its own to find the one at fault.
QString faultyDictionary(const QString &configPath)
{
    QFile json(configPath);
    if (!json.open(QIODevice::ReadOnly))
        return {};
    QStringList files;
    collectDictionaryFiles(QJsonDocument::fromJson(json.readAll()).object(), files);
    for (const QString &name : std::as_const(files)) {
        const QString path = QFileInfo(configPath).dir().filePath(name);
        const auto file = ConfigCatalog::openForOpencc(path);
        if (!file)
            return path;
        try {
            if (name.endsWith(QStringLiteral(".ocd2")))
                opencc::MarisaDict::NewFromFile(file.get());
            else if (name.endsWith(QStringLiteral(".ocd")))
                opencc::DartsDict::NewFromFile(file.get());
            else
                opencc::TextDict::NewFromFile(file.get());
        } catch (const opencc::Exception &) {
            return path;
        } catch (const std::exception &) {
            return path;
        }
    }
    return {};
}

// OpenCC reads its input as a C string and stops at the first NUL ("头发\0发展" → "頭髮"). No
// dictionary entry holds a NUL, so it is a segment boundary: each stretch between NULs is handed
// to convertStretch(start, end) in order, and the whole is given up when one fails.
template<typename Text, typename Char, typename ConvertStretch>
bool forEachStretchBetweenNuls(Text text, Char nul, ConvertStretch &&convertStretch)
{
    for (qsizetype start = 0; start <= text.size();) {
        const qsizetype found = text.indexOf(nul, start);
        const qsizetype end = found < 0 ? text.size() : found;
        if (!convertStretch(start, end))
            return false;
        start = end + 1;
    }
    return true;
}

} // namespace

std::shared_ptr<const Converter> Converter::load(const QString &typed, const ConfigCatalog &catalog,
                                                 QString *error)
{
    const QString config = catalog.resolvedName(typed);
    const QString path = catalog.configPath(config);
    const auto fail = [&](const QString &reason) {
        if (error)
            *error =
                tr("OpenCC config %1 (%2): %3").arg(config, QDir::toNativeSeparators(path), reason);
        return nullptr;
    };
    const auto failLoading = [&](const QString &reason) {
        if (const QString dictionary = faultyDictionary(path); !dictionary.isEmpty())
            return fail(tr("its dictionary %1 is missing or damaged (%2)")
                            .arg(QDir::toNativeSeparators(dictionary), reason));
        return fail(reason);
    };
    if (!QFileInfo::exists(path)) {
        QStringList names;
        for (const ConfigInfo &info : catalog.available())
            names << info.name;
        return fail(names.isEmpty()
                        ? tr("not found, and %1 holds no config")
                              .arg(QDir::toNativeSeparators(catalog.dataDirectory()))
                        : tr("not found; available: %1").arg(names.join(QStringLiteral(", "))));
    }
    try {
        opencc::Config loader;
        const opencc::ConverterPtr read = loader.NewFromFile(ConfigCatalog::openccPath(path));
        if (!read)
            return fail(tr("OpenCC could not load it"));
        const QString name = config.endsWith(QStringLiteral(".json"))
                                 ? QFileInfo(config).completeBaseName()
                                 : config;
        // The same config, its dictionaries looked up in hash tables rather than tries.
        const opencc::ConverterPtr loaded = HashedDict::rebuild(*read, name.toStdString());
        const bool normalizes = startsWithNormalization(path);
        const auto explainer =
            std::make_shared<const ConversionExplainer>(loaded, path, normalizes);
        if (!normalizes)
            return std::make_shared<const Converter>(name, loaded, nullptr, explainer);
        // OpenCC 1.4 normalizes compatibility ideographs (塚 U+FA10 → 塚) on the whole text
        // before segmenting it. Done as a separate pass first, that is exact; and a text without
        // such a character, nearly every text, skips the pass and its cost altogether.
        std::list<opencc::ConversionPtr> steps = loaded->GetConversionChain()->GetConversions();
        const std::list<opencc::ConversionPtr> first{steps.front()};
        steps.pop_front();
        const auto converter =
            std::make_shared<opencc::Converter>(name.toStdString(), loaded->GetSegmentation(),
                                                std::make_shared<opencc::ConversionChain>(steps));
        const auto normalizer =
            std::make_shared<opencc::Converter>(name.toStdString(), loaded->GetSegmentation(),
                                                std::make_shared<opencc::ConversionChain>(first));
        return std::make_shared<const Converter>(name, converter, normalizer, explainer);
    } catch (const opencc::Exception &exception) {
        return failLoading(QString::fromStdString(exception.what()));
    } catch (const std::exception &exception) {
        return failLoading(QString::fromStdString(exception.what()));
    }
}

QString Converter::convert(QStringView text, QString *error) const
{
    const QByteArray converted = convertUtf8(TextEncoding::toUtf8(text), error);
    return converted.isNull() ? QString() : TextEncoding::fromUtf8Exactly(converted);
}

QByteArray Converter::convertUtf8(QByteArrayView text, QString *error) const
{
    if (text.contains('\0')) {
        QByteArray converted("");
        const bool done =
            forEachStretchBetweenNuls(text, '\0', [&](qsizetype start, qsizetype end) {
                const QByteArray piece = convertUtf8(text.sliced(start, end - start), error);
                converted += piece;
                if (end < text.size())
                    converted += '\0'; // kept where it was
                return !piece.isNull();
            });
        return done ? converted : QByteArray();
    }
    try {
        return convertStretch(text);
    } catch (const opencc::Exception &exception) {
        if (error)
            *error = tr("OpenCC could not convert the text: %1")
                         .arg(QString::fromStdString(exception.what()));
    } catch (const std::exception &exception) {
        if (error)
            *error = tr("OpenCC could not convert the text: %1")
                         .arg(QString::fromStdString(exception.what()));
    }
    return QByteArray();
}

QByteArray Converter::convertStretch(QByteArrayView text) const
{
    std::string converted;
    converted.reserve(size_t(text.size() + text.size() / 8));
    if (m_explainer->convert(std::string_view(text.data(), size_t(text.size())), &converted))
        return QByteArray(converted.data(), qsizetype(converted.size()));
    return convertByOpencc(text);
}

QByteArray Converter::convertByOpencc(QByteArrayView text) const
{
    std::string input(text.data(), size_t(text.size()));
    if (m_normalizer && ConversionExplainer::holdsCompatibilityIdeograph(text))
        input = m_normalizer->Convert(input);
    const std::string converted = m_converter->Convert(input);
    QByteArray result(converted.data(), qsizetype(converted.size()));
    if (result.isNull())
        result = QByteArray("");
    return result;
}

Explanation Converter::explain(QStringView text, QString *error, ExplainCheck check) const
{
    if (text.contains(u'\0')) {
        // Around each NUL, as in convertUtf8; a NUL is text that no span covers.
        Explanation explanation;
        explanation.result = QStringLiteral(""); // not null: an empty text converts to one too
        const bool done =
            forEachStretchBetweenNuls(text, u'\0', [&](qsizetype start, qsizetype end) {
                const Explanation piece = explain(text.sliced(start, end - start), error, check);
                explanation.append(piece, int(start));
                if (end < text.size())
                    explanation.result += QChar(u'\0');
                return !piece.result.isNull();
            });
        return done ? explanation : Explanation(); // a null result, as a failed conversion gives
    }
    bool checked = false;
    Explanation explanation;
    try {
        explanation = m_explainer->explain(text, check, &checked);
    } catch (const opencc::Exception &exception) {
        // OpenCC 1.1's own exceptions are not std::exceptions: a dictionary's Convert, asked for a
        // candidate of a piece that a key of one's own cut inside a character, may throw one.
        qWarning("Retracing a conversion failed: %s", exception.what());
    } catch (const std::exception &exception) {
        qWarning("Retracing a conversion failed: %s", exception.what());
    }
    if (checked || (check == ExplainCheck::ByCaller && !explanation.result.isNull()))
        return explanation;
    // Checked here against OpenCC's conversion of the whole: a text the explainer does not check
    // (see ConversionExplainer::explain); or a failed retrace, which leaves the conversion alone.
    const QString converted = convert(text, error);
    if (explanation.result != converted) {
        if (!converted.isNull() && !explanation.result.isNull())
            qWarning("The retraced conversion of a %d-character text differs from OpenCC's",
                     int(text.size()));
        explanation = Explanation();
        explanation.result = converted;
    }
    return explanation;
}

QString Converter::openccVersion()
{
    // OpenCC has no call that tells its version. The library loaded is named after it on Linux
    // (libopencc.so.1.1.5), so that is asked first: a distribution update within the same ABI
    // changes it without rebuilding Duizhao. The version built against is the fallback, and all
    // there is on Windows, where the library comes with the program.
#ifdef Q_OS_UNIX
    Dl_info library{};
    if (dladdr(reinterpret_cast<void *>(&opencc_open), &library) != 0 && library.dli_fname) {
        const QString file =
            QFileInfo(QString::fromLocal8Bit(library.dli_fname)).canonicalFilePath();
        static const QRegularExpression version(QStringLiteral("\\.so\\.(\\d+(?:\\.\\d+)+)$"));
        if (const QRegularExpressionMatch match = version.match(file); match.hasMatch())
            return match.captured(1);
    }
#endif
    return QStringLiteral(DUIZHAO_OPENCC_VERSION);
}

} // namespace duizhao

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/explanation.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace opencc {
class Converter;
}

namespace duizhao {

class ConfigCatalog;
class ConversionExplainer;

// One loaded OpenCC configuration. Loading reads the dictionaries, which takes a moment, so a
// converter is loaded once and shared; converting is const and safe from several threads at once
// (OpenCC's dictionaries are read-only after loading).
//
// This, ConversionExplainer and the classes that read its dictionaries (ARCHITECTURE.md names
// them) are the only ones that include OpenCC's headers.
class Converter final {
    Q_DECLARE_TR_FUNCTIONS(Converter)

public:
    // typed is a name from the catalog ("s2t", or as OpenCC's tool takes it, "s2t.json"; see
    // ConfigCatalog::resolvedName) or a path to a JSON file. On failure returns null
    // and sets *error to a message naming the config and the reason.
    static std::shared_ptr<const Converter> load(const QString &typed, const ConfigCatalog &catalog,
                                                 QString *error);

    QString configName() const { return m_configName; }

    // Converts in the calling thread. See convertText() for long texts. OpenCC rejects invalid
    // UTF-8 (never produced from a QString); then the result is null and *error says why.
    QString convert(QStringView text, QString *error = nullptr) const;
    QByteArray convertUtf8(QByteArrayView text, QString *error = nullptr) const;

    // The conversion with an explanation of every change (see ConversionExplainer). Its result is
    // OpenCC's own conversion, byte for byte; should the retraced one ever differ, the result is
    // kept and the spans are dropped. A null result means OpenCC failed (*error says why).
    // ExplainCheck::ByCaller skips converting with OpenCC to compare: the caller has that
    // conversion already and compares it with the result itself. Each span's risk is its own:
    // what the whole text says of it comes with explainText (judgeWholeText).
    Explanation explain(QStringView text, QString *error = nullptr,
                        ExplainCheck check = ExplainCheck::Here) const;

    // The conversion of UTF-8 text without a NUL by OpenCC's own code, which convertUtf8 gives
    // byte for byte (see convertByChain); for the tests that compare the two. Throws as OpenCC
    // does.
    QByteArray convertByOpencc(QByteArrayView text) const;

    // The version of the OpenCC library in use.
    static QString openccVersion();

    // normalizer, when there is one, runs on the whole text before converter, and only on text
    // that needs it (see Converter::load).
    Converter(const QString &configName, std::shared_ptr<opencc::Converter> converter,
              std::shared_ptr<opencc::Converter> normalizer,
              std::shared_ptr<const ConversionExplainer> explainer);

private:
    // A stretch without a NUL: by convertByChain, or by OpenCC where that cannot.
    QByteArray convertStretch(QByteArrayView text) const;

    QString m_configName;
    std::shared_ptr<opencc::Converter> m_converter;
    std::shared_ptr<opencc::Converter> m_normalizer; // may be null
    std::shared_ptr<const ConversionExplainer> m_explainer;
};

} // namespace duizhao
